import type { Snapshot } from 'valtio';
import { proxy } from 'valtio/vanilla';
import { createPagedList, type PagedListState } from '@/lib/data';
import { type Category, CATEGORY_PAGE_SIZE, fetchCategoryGoods, fetchCategoryTree, type GoodsPage } from './categoryApi';

type Goods = GoodsPage['list'][number];
export type CategoryLoad = 'idle' | 'loading' | 'ready' | 'error';

/** Category browse: the tree on the left, the goods of the chosen category on the right. */
export interface CategoryState {
  treeStatus: CategoryLoad;
  tree: Category[];
  treeError: unknown;
  /** The chosen top-level category. */
  topId: string;
  /** The category whose goods show: the top-level one or one of its children. */
  selectedId: string;
  /** The goods of the chosen category, page by page. */
  goods: PagedListState<Goods>;
}

const goodsList = createPagedList<Goods>({ pageSize: CATEGORY_PAGE_SIZE, keyOf: (goods) => goods.goodsId });

const initial = (): CategoryState => ({
  treeStatus: 'idle',
  tree: [],
  treeError: undefined,
  topId: '',
  selectedId: '',
  goods: goodsList.state,
});

export const categoryStore = proxy<CategoryState>(initial());

/** Restores the empty state (tests). */
export function reset(): void {
  goodsList.clear();
  Object.assign(categoryStore, initial());
}

/** The top-level category holding `categoryId` (itself when it is one), or undefined. */
export function topLevelOf<C extends Category | Snapshot<Category>>(tree: readonly C[], categoryId: string): C | undefined {
  return tree.find((top) => top.categoryId === categoryId || (top.children ?? []).some((child) => child.categoryId === categoryId));
}

/** Loads the tree (once, unless it failed); resolves true when it is there. */
export async function loadTree(): Promise<boolean> {
  if (categoryStore.treeStatus === 'ready') return true;
  categoryStore.treeStatus = 'loading';
  categoryStore.treeError = undefined;
  try {
    categoryStore.tree = await fetchCategoryTree();
    categoryStore.treeStatus = 'ready';
    return true;
  } catch (error) {
    categoryStore.treeStatus = 'error';
    categoryStore.treeError = error;
    return false;
  }
}

/**
 * Shows a category: picks its top-level parent on the left and loads its first goods page (superseding
 * the category loading before it). An unknown id (or none) chooses the first category.
 */
export async function selectCategory(categoryId: string | undefined): Promise<void> {
  const top = (categoryId ? topLevelOf(categoryStore.tree, categoryId) : undefined) ?? categoryStore.tree[0];
  if (!top) {
    goodsList.clear();
    Object.assign(categoryStore, { topId: '', selectedId: '' });
    return;
  }
  const selectedId = categoryId && topLevelOf(categoryStore.tree, categoryId) ? categoryId : top.categoryId;
  Object.assign(categoryStore, { topId: top.categoryId, selectedId });
  await goodsList.load((pageNum, signal) => fetchCategoryGoods(selectedId, pageNum, CATEGORY_PAGE_SIZE, signal)).catch(() => undefined);
}

/** Appends the next goods page of the chosen category; a failure is rethrown for the list's retry. */
export function loadMoreCategoryGoods(): Promise<void> {
  return goodsList.loadMore();
}
