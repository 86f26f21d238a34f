import { useRouteQuery } from '@/lib/navigation';
import { ArticlePage } from '../components/ArticlePage';
import { articlePrSource } from '../queries';

/** /article/articlePr: the article `articleId` names (the checkout's purchase agreement), else the current purchase agreement. */
export default function ArticleView() {
  const { articleId } = useRouteQuery('/article/articlePr');
  return <ArticlePage path="/article/articlePr" source={articlePrSource(articleId)} />;
}
