import { proxy } from 'valtio/vanilla';
import { createPagedList, type PagedListState } from '@/lib/data';
import { logger } from '@/lib/log';
import { type Banner, type Category, fetchBanners, fetchCartCount, fetchCategories, fetchHomeGoods, type Goods, HOME_PAGE_SIZE } from './api';

/** The home goods, page by page. */
const goodsList = createPagedList<Goods>({ pageSize: HOME_PAGE_SIZE, keyOf: (goods) => goods.goodsId });

/** The home pages' data (/v2 and /v3 show the same data in two layouts). */
export interface HomeState {
  banners: Banner[];
  categories: Category[];
  /** The goods list: its status is the page's (banners and categories that fail are simply not shown). */
  goods: PagedListState<Goods>;
  /** The cart badge; null when unknown (logged out or not loaded). */
  cartNum: number | null;
}

export const homeStore = proxy<HomeState>({ banners: [], categories: [], goods: goodsList.state, cartNum: null });

/** Restores the empty state (tests). */
export function reset(): void {
  goodsList.clear();
  Object.assign(homeStore, { banners: [], categories: [], cartNum: null });
}

/**
 * Loads banners, categories and the first goods page. The goods decide success: banners and
 * categories that fail are logged and simply not shown. `quiet` keeps the current content on screen
 * (pull-to-refresh) instead of showing the loading state; a failure is rethrown.
 */
export async function loadHome(options: { quiet?: boolean } = {}): Promise<void> {
  const [banners, categories, goods] = await Promise.allSettled([
    fetchBanners(),
    fetchCategories(),
    goodsList.load((pageNum, signal) => fetchHomeGoods(pageNum, HOME_PAGE_SIZE, signal), { quiet: options.quiet ?? false }),
  ]);
  if (banners.status === 'fulfilled') homeStore.banners = banners.value;
  else logger().warn('home banners not loaded', banners.reason);
  if (categories.status === 'fulfilled') homeStore.categories = categories.value;
  else logger().warn('home categories not loaded', categories.reason);
  if (goods.status === 'rejected') {
    logger().warn('home goods not loaded', goods.reason);
    throw goods.reason;
  }
}

/**
 * Appends the next goods page (infinite scroll). A failure is rethrown: the list shows its retry and
 * asks for the same page again.
 */
export function loadMoreHome(): Promise<void> {
  return goodsList.loadMore();
}

/** Refreshes the cart badge; logged-out visitors have none. A failure is logged and hides the badge. */
export async function loadCartCount(loggedIn: boolean): Promise<void> {
  if (!loggedIn) {
    homeStore.cartNum = null;
    return;
  }
  try {
    homeStore.cartNum = await fetchCartCount();
  } catch (error) {
    logger().warn('cart count not loaded', error);
    homeStore.cartNum = null;
  }
}
