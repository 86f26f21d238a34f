import { ArticlePage } from '../components/ArticlePage';

/** /article/loginAgreement: the login agreement (article type loginAgreement). */
export default function ArticleLoginAgreement() {
  return <ArticlePage path="/article/loginAgreement" />;
}
