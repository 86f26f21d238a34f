import { ArticlePage } from '../components/ArticlePage';

/** /article/seller-private: the seller privacy policy (article type seller-private). */
export default function ArticleSellerPrivacy() {
  return <ArticlePage path="/article/seller-private" />;
}
