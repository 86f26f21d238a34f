import { api, type CallData } from '@/lib/api';

// The types come through src/lib: only a feature's api.ts may import generated code directly.
export type Category = CallData<'goods.categories'>[number];
export type GoodsPage = CallData<'goods.search'>;

/** Goods per page of a category. */
export const CATEGORY_PAGE_SIZE = 10;

/** The category tree. */
export function fetchCategoryTree(): Promise<Category[]> {
  return api.goods.categories();
}

/** One page of the goods of a category (and its subcategories), best sellers first. */
export function fetchCategoryGoods(categoryId: string, pageNum: number, pageSize: number = CATEGORY_PAGE_SIZE, signal?: AbortSignal): Promise<GoodsPage> {
  return api.goods.search({ categoryId, sort: 'sales', pageNum, pageSize }, { signal });
}
