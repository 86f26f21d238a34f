import { ArticlePage } from '../components/ArticlePage';

/** /article/driver-private: the driver privacy policy (article type driver-private). */
export default function ArticleDriverPrivacy() {
  return <ArticlePage path="/article/driver-private" />;
}
