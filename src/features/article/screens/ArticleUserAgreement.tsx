import { ArticlePage } from '../components/ArticlePage';

/** /article/userAgreement: the user agreement (article type userAgreement). */
export default function ArticleUserAgreement() {
  return <ArticlePage path="/article/userAgreement" />;
}
