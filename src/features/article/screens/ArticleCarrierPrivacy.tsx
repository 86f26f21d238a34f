import { ArticlePage } from '../components/ArticlePage';

/** /article/carrier-private: the carrier privacy policy (article type carrier-private). */
export default function ArticleCarrierPrivacy() {
  return <ArticlePage path="/article/carrier-private" />;
}
