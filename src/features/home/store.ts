import { proxy } from 'valtio/vanilla';
import { logger } from '@/lib/log';
import { type Banner, type Category, fetchBanners, fetchCartCount, fetchCategories, fetchHomeGoods, type Goods, HOME_PAGE_SIZE } from './api';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The home pages' data (/v2 and /v3 show the same data in two layouts). */
export interface HomeState {
  status: LoadStatus;
  banners: Banner[];
  categories: Category[];
  goods: Goods[];
  /** The last page loaded (0 before the first). */
  pageNum: number;
  total: number;
  hasMore: boolean;
  /** The cart badge; null when unknown (logged out or not loaded). */
  cartNum: number | null;
}

const initial = (): HomeState => ({ status: 'idle', banners: [], categories: [], goods: [], pageNum: 0, total: 0, hasMore: false, cartNum: null });

export const homeStore = proxy<HomeState>(initial());

/** Restores the empty state (tests). */
export function reset(): void {
  Object.assign(homeStore, initial());
}

let generation = 0;

/**
 * Loads banners, categories and the first goods page. The goods decide success: banners and
 * categories that fail are logged and simply not shown. `quiet` keeps the current content on screen
 * (pull-to-refresh) instead of showing the loading state.
 */
export async function loadHome(options: { quiet?: boolean } = {}): Promise<void> {
  const mine = ++generation;
  if (!options.quiet || homeStore.status !== 'ready') homeStore.status = 'loading';
  const [banners, categories, page] = await Promise.allSettled([fetchBanners(), fetchCategories(), fetchHomeGoods(1)]);
  if (mine !== generation) return;
  if (banners.status === 'fulfilled') homeStore.banners = banners.value;
  else logger().warn('home banners not loaded', banners.reason);
  if (categories.status === 'fulfilled') homeStore.categories = categories.value;
  else logger().warn('home categories not loaded', categories.reason);
  if (page.status === 'rejected') {
    logger().warn('home goods not loaded', page.reason);
    if (!options.quiet || homeStore.status !== 'ready') homeStore.status = 'error';
    throw page.reason;
  }
  homeStore.goods = page.value.list;
  homeStore.pageNum = 1;
  homeStore.total = page.value.total;
  homeStore.hasMore = page.value.list.length >= HOME_PAGE_SIZE && page.value.list.length < page.value.total;
  homeStore.status = 'ready';
}

/**
 * Appends the next goods page (infinite scroll). A failure is rethrown: the list shows its retry and
 * `hasMore` stays as it was, so the retry asks for the same page again.
 */
export async function loadMoreHome(): Promise<void> {
  const mine = generation;
  const next = homeStore.pageNum + 1;
  const page = await fetchHomeGoods(next);
  if (mine !== generation) return;
  const known = new Set(homeStore.goods.map((goods) => goods.goodsId));
  homeStore.goods.push(...page.list.filter((goods) => !known.has(goods.goodsId)));
  homeStore.pageNum = next;
  homeStore.total = page.total;
  homeStore.hasMore = page.list.length >= HOME_PAGE_SIZE && homeStore.goods.length < page.total;
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
