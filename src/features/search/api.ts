import type { components } from '@gen/openapi.gen';
import { api } from '@/lib/api';

export type Goods = components['schemas']['Goods'];
export type GoodsPage = components['schemas']['GoodsPage'];

/** Results per page. */
export const SEARCH_PAGE_SIZE = 10;

/** One page of goods matching a keyword (goods.search, pages start at 1). */
export function searchGoods(keyword: string, pageNum: number, pageSize: number = SEARCH_PAGE_SIZE, signal?: AbortSignal): Promise<GoodsPage> {
  return api.goods.search({ keyword, pageNum, pageSize }, { signal });
}

/** The popular search terms. */
export function fetchHotWords(): Promise<string[]> {
  return api.goods.hotWords();
}

/** How many suggestions show under the search box while the buyer types. */
export const SUGGESTION_COUNT = 6;

/**
 * Goods names to suggest for what the buyer has typed so far: the first matches of goods.search (the
 * seed's own search call, so a suggestion always finds something), each name once.
 */
export async function suggestGoodsNames(typed: string, signal?: AbortSignal): Promise<string[]> {
  const page = await searchGoods(typed, 1, SUGGESTION_COUNT, signal);
  return [...new Set(page.list.map((goods) => goods.goodsName))];
}
