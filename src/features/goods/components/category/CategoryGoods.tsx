import { ChoiceChips } from '@/components/ChoiceChips';
import { GoodsCard } from '@/components/GoodsCard';
import { EmptyState, ErrorState, InfiniteList, LoadingState } from '@/components/LoadState';
import { useT } from '@/lib/i18n';
import { usePagedList } from '@/lib/query';
import type { Category } from '../../categoryStore';
import { categoryGoodsPages } from '../../queries';

/**
 * The right side: the subcategories of the chosen top-level category ("all" first) and the goods of
 * the chosen one, with loading, error (retry), empty and more-on-scroll.
 */
export function CategoryGoods({ top, selectedId, onSelect }: { top: Category; selectedId: string; onSelect: (categoryId: string) => void }) {
  const t = useT();
  const list = usePagedList(categoryGoodsPages(selectedId), (goods) => goods.goodsId);
  const children = top.children ?? [];
  const selectedName = selectedId === top.categoryId ? top.categoryName : (children.find((child) => child.categoryId === selectedId)?.categoryName ?? '');

  let body;
  if (list.error) body = <ErrorState title={t('category.goodsFailed')} error={list.error} onRetry={() => void list.refresh()} />;
  else if (list.loading) body = <LoadingState />;
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
        <InfiniteList hasMore={list.hasMore} loadMore={list.loadMore} />
      </>
    );

  return (
    <section className="category-goods">
      {children.length > 0 && (
        <ChoiceChips
          label={t('category.subcategories')}
          options={[{ id: top.categoryId, text: t('category.all') }, ...children.map((child) => ({ id: child.categoryId, text: child.categoryName }))]}
          value={selectedId}
          onChange={onSelect}
        />
      )}
      {body}
    </section>
  );
}
