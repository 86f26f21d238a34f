import { cartCountQuery, goodsBannersQuery, goodsCategoriesQuery, goodsHomeGoodsPages } from '@/lib/queries';
import { defineLoaders } from '@/lib/routeData';
import { session } from '@/lib/session';
import type { Banner } from './api';

/** Goods per page of the home list. */
export const HOME_PAGE_SIZE = 10;

/** The home goods, page by page (/v2 and /v3 show the same list in two layouts). */
export const homeGoodsPages = () => goodsHomeGoodsPages({}, HOME_PAGE_SIZE);
/** The home banners in their sort order. */
export const homeBanners = () => ({ ...goodsBannersQuery(), select: (banners: readonly Banner[]) => [...banners].sort((a, b) => a.sort - b.sort) });
export const homeCategories = () => goodsCategoriesQuery();
/** How many lines the buyer's cart holds: only a logged-in buyer has a cart. */
export const homeCartCount = () => cartCountQuery();

const homeReads = () => [homeGoodsPages(), homeBanners(), homeCategories(), session.loggedIn && homeCartCount()];

export const loaders = defineLoaders({
  '/v2': homeReads,
  '/v3': homeReads,
});
