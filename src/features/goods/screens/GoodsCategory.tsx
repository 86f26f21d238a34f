import SearchOutline from 'antd-mobile-icons/es/SearchOutline';
import { Link, useNavigate, useRouteQuery } from '@/lib/navigation';
import { Header } from '@/components/Header';
import { EmptyState, ErrorState, LoadingState } from '@/components/LoadState';
import { useT } from '@/lib/i18n';
import { useQuery } from '@/lib/query';
import { href } from '@/lib/routes';
import { CategoryGoods } from '../components/category/CategoryGoods';
import { CategoryTree } from '../components/category/CategoryTree';
import { categorySelection } from '../categoryStore';
import { categoryTree } from '../queries';
import '../components/category/category.css';

/**
 * /goods: browse by category — the category tree on the left, the goods of the chosen category (and
 * its subcategories) on the right. `?categoryId=` chooses the category, so a link can open one.
 */
export default function GoodsCategory() {
  const t = useT();
  const navigate = useNavigate();
  const { categoryId } = useRouteQuery('/goods');
  const tree = useQuery(categoryTree());

  const choose = (id: string) => {
    if (id !== categoryId) void navigate(href('/goods', { categoryId: id }), { replace: true });
  };

  let body;
  if (tree.error !== null && tree.data === undefined)
    body = <ErrorState title={t('category.loadFailed')} error={tree.error} onRetry={() => void tree.refetch()} />;
  else if (tree.data === undefined) body = <LoadingState />;
  else if (tree.data.length === 0) body = <EmptyState title={t('category.noCategories')} />;
  else {
    const { top, selectedId } = categorySelection(tree.data, categoryId);
    body = (
      <div className="category-page__body">
        <CategoryTree tree={tree.data} activeId={top?.categoryId ?? ''} onSelect={choose} />
        {top && <CategoryGoods top={top} selectedId={selectedId} onSelect={choose} />}
      </div>
    );
  }

  return (
    <div className="category-page">
      <Header
        title={t('tabBar.category')}
        right={
          <Link className="app-link category-page__search" to={href('/v2/search')}>
            <SearchOutline aria-hidden="true" />
            {t('category.search')}
          </Link>
        }
      />
      {body}
    </div>
  );
}
