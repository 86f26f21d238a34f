import { ArticlePage } from '../components/ArticlePage';

/** /article/userPrivate: the privacy policy (article type userPrivate). */
export default function ArticleUserPrivacy() {
  return <ArticlePage path="/article/userPrivate" />;
}
