import { ArticlePage } from '../components/ArticlePage';

/** /article/payArticle: the payment service agreement (article type payArticle). */
export default function ArticlePayAgreement() {
  return <ArticlePage path="/article/payArticle" />;
}
