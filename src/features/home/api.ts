import type { components } from '@gen/openapi.gen';
import { api } from '@/lib/api';

export type Goods = components['schemas']['Goods'];
export type GoodsPage = components['schemas']['GoodsPage'];
export type Banner = components['schemas']['Banner'];
export type Category = components['schemas']['Category'];

/** Goods per page of the home list. */
export const HOME_PAGE_SIZE = 10;

/** The home banners, in their sort order. */
export async function fetchBanners(): Promise<Banner[]> {
  const banners = await api.goods.banners();
  return [...banners].sort((a, b) => a.sort - b.sort);
}

/** The category tree (top level with children). */
export function fetchCategories(): Promise<Category[]> {
  return api.goods.categories();
}

/** One page of the home goods list (pages start at 1). */
export function fetchHomeGoods(pageNum: number, pageSize: number = HOME_PAGE_SIZE, signal?: AbortSignal): Promise<GoodsPage> {
  return api.goods.homeGoods({ pageNum, pageSize }, { signal });
}

/** How many lines the buyer's cart holds (needs a login). */
export async function fetchCartCount(): Promise<number> {
  return (await api.cart.count()).cartNum;
}
