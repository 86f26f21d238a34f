import { ArticlePage } from '../components/ArticlePage';

/** /article/buyer-private: the buyer privacy policy (article type buyer-private). */
export default function ArticleBuyerPrivacy() {
  return <ArticlePage path="/article/buyer-private" />;
}
