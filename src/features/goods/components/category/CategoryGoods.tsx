import { useSnapshot } from 'valtio';
import { GoodsCard } from '@/components/GoodsCard';
import { EmptyState, ErrorState, InfiniteList, LoadingState } from '@/components/LoadState';
import { errorText } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { categoryStore, loadMoreCategoryGoods, topLevelOf } from '../../categoryStore';

/**
 * The right side: the subcategories of the chosen top-level category ("all" first) and the goods of
 * the chosen one, with loading, error (retry), empty and more-on-scroll.
 */
export function CategoryGoods({ onSelect }: { onSelect: (categoryId: string) => void }) {
  const t = useT();
  const state = useSnapshot(categoryStore);
  const top = topLevelOf(state.tree, state.topId);
  const children = top?.children ?? [];
  const selectedName =
    state.selectedId === top?.categoryId ? top.categoryName : (children.find((child) => child.categoryId === state.selectedId)?.categoryName ?? '');

  let body;
  const list = state.goods;
  if (list.status === 'loading' || list.status === 'idle') body = <LoadingState />;
  else if (list.status === 'error')
    body = <ErrorState title={t('category.goodsFailed')} detail={errorText(categoryStore.goods.error)} onRetry={() => onSelect(state.selectedId)} />;
  else if (list.items.length === 0) body = <EmptyState title={t('category.empty')} />;
  else
    body = (
      <>
        <ul className="category-goods__list" aria-label={t('category.goods', { name: selectedName })}>
          {list.items.map((goods) => (
            <li key={goods.goodsId}>
              <GoodsCard goods={goods} />
            </li>
          ))}
        </ul>
        <InfiniteList hasMore={list.hasMore} loadMore={loadMoreCategoryGoods} />
      </>
    );

  return (
    <section className="category-goods">
      {top && children.length > 0 && (
        <div className="category-goods__subs" role="group" aria-label={t('category.subcategories')}>
          {[{ categoryId: top.categoryId, categoryName: t('category.all') }, ...children].map((child) => (
            <button
              key={child.categoryId}
              type="button"
              className={child.categoryId === state.selectedId ? 'category-sub category-sub--active' : 'category-sub'}
              aria-pressed={child.categoryId === state.selectedId}
              onClick={() => onSelect(child.categoryId)}
            >
              {child.categoryName}
            </button>
          ))}
        </div>
      )}
      {body}
    </section>
  );
}
