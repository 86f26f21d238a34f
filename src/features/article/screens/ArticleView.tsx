import { useRouteQuery } from '@/lib/navigation';
import { ArticlePage } from '../components/ArticlePage';

/** The purchase agreement, shown when no articleId names another article (the checkout links it by id). */
const PURCHASE_AGREEMENT = 'purchaseAgreement';

/** /article/articlePr: the article `articleId` names (the checkout's purchase agreement), else the current purchase agreement. */
export default function ArticleView() {
  const { articleId } = useRouteQuery('/article/articlePr');
  return <ArticlePage path="/article/articlePr" source={articleId ? { articleId } : { articleType: PURCHASE_AGREEMENT }} />;
}
