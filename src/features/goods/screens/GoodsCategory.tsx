import { useServerData } from '@/lib/data';
import { useNavigate, useRouteQuery } from '@/lib/navigation';
import { useSnapshot } from 'valtio';
import { Header } from '@/components/Header';
import { EmptyState, ErrorState, LoadingState } from '@/components/LoadState';
import { errorText } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { href } from '@/lib/routes';
import { CategoryGoods } from '../components/category/CategoryGoods';
import { CategoryTree } from '../components/category/CategoryTree';
import { categoryStore, loadTree, selectCategory } from '../categoryStore';
import '../components/category/category.css';

/**
 * /goods: browse by category — the category tree on the left, the goods of the chosen category (and
 * its subcategories) on the right. `?categoryId=` chooses the category, so a link can open one.
 */
export default function GoodsCategory() {
  const t = useT();
  const navigate = useNavigate();
  const { categoryId } = useRouteQuery('/goods');
  const state = useSnapshot(categoryStore);

  // The tree first (once), then the category of the address; a newer category supersedes this one.
  useServerData(
    async (signal) => {
      if ((await loadTree()) && !signal.aborted) await selectCategory(categoryId);
    },
    [categoryId],
  );

  const choose = (id: string) => {
    if (id === categoryId) void selectCategory(id);
    else void navigate(href('/goods', { categoryId: id }), { replace: true });
  };
  const retryTree = () => {
    void loadTree().then((ok) => {
      if (ok) void selectCategory(categoryId);
    });
  };

  let body;
  if (state.treeStatus === 'error') body = <ErrorState title={t('category.loadFailed')} detail={errorText(categoryStore.treeError)} onRetry={retryTree} />;
  else if (state.treeStatus !== 'ready') body = <LoadingState />;
  else if (state.tree.length === 0) body = <EmptyState title={t('category.noCategories')} />;
  else
    body = (
      <div className="category-page__body">
        <CategoryTree tree={state.tree} activeId={state.topId} onSelect={choose} />
        <CategoryGoods onSelect={choose} />
      </div>
    );

  return (
    <div className="category-page">
      <Header
        title={t('tabBar.category')}
        right={
          <button type="button" className="category-page__search" onClick={() => void navigate(href('/v2/search'))}>
            {t('category.search')}
          </button>
        }
      />
      {body}
    </div>
  );
}
