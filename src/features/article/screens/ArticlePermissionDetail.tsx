import { ArticlePage } from '../components/ArticlePage';

/** /article/permissionDetail: what each app permission is for (article type permissionDetail). */
export default function ArticlePermissionDetail() {
  return <ArticlePage path="/article/permissionDetail" />;
}
