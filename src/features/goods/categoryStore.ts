import type { Snapshot } from 'valtio';
import { proxy } from 'valtio/vanilla';
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
  goodsStatus: CategoryLoad;
  goods: Goods[];
  goodsError: unknown;
  total: number;
  pageNum: number;
  hasMore: boolean;
}

const initial = (): CategoryState => ({
  treeStatus: 'idle',
  tree: [],
  treeError: undefined,
  topId: '',
  selectedId: '',
  goodsStatus: 'idle',
  goods: [],
  goodsError: undefined,
  total: 0,
  pageNum: 0,
  hasMore: false,
});

export const categoryStore = proxy<CategoryState>(initial());

/** Restores the empty state (tests). */
export function reset(): void {
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

let generation = 0;

/**
 * Shows a category: picks its top-level parent on the left and loads its first goods page. An
 * unknown id (or none) chooses the first category.
 */
export async function selectCategory(categoryId: string | undefined): Promise<void> {
  const top = (categoryId ? topLevelOf(categoryStore.tree, categoryId) : undefined) ?? categoryStore.tree[0];
  if (!top) {
    Object.assign(categoryStore, { topId: '', selectedId: '', goodsStatus: 'ready', goods: [], total: 0, pageNum: 0, hasMore: false });
    return;
  }
  const selectedId = categoryId && topLevelOf(categoryStore.tree, categoryId) ? categoryId : top.categoryId;
  const mine = ++generation;
  Object.assign(categoryStore, {
    topId: top.categoryId,
    selectedId,
    goodsStatus: 'loading',
    goods: [],
    goodsError: undefined,
    total: 0,
    pageNum: 0,
    hasMore: false,
  });
  try {
    const page = await fetchCategoryGoods(selectedId, 1);
    if (mine !== generation) return;
    Object.assign(categoryStore, {
      goodsStatus: 'ready',
      goods: page.list,
      total: page.total,
      pageNum: 1,
      hasMore: page.list.length >= CATEGORY_PAGE_SIZE && page.list.length < page.total,
    });
  } catch (error) {
    if (mine !== generation) return;
    Object.assign(categoryStore, { goodsStatus: 'error', goodsError: error });
  }
}

/** Appends the next goods page of the chosen category; a failure is rethrown for the list's retry. */
export async function loadMoreCategoryGoods(): Promise<void> {
  const mine = generation;
  const next = categoryStore.pageNum + 1;
  const page = await fetchCategoryGoods(categoryStore.selectedId, next);
  if (mine !== generation) return;
  const known = new Set(categoryStore.goods.map((goods) => goods.goodsId));
  categoryStore.goods.push(...page.list.filter((goods) => !known.has(goods.goodsId)));
  categoryStore.pageNum = next;
  categoryStore.total = page.total;
  categoryStore.hasMore = page.list.length >= CATEGORY_PAGE_SIZE && categoryStore.goods.length < page.total;
}
