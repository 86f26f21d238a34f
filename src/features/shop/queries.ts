import { goodsShopDetailQuery, goodsShopGoodsPages } from '@/lib/queries';
import { defineLoaders } from '@/lib/routeData';

/** Goods per page of a shop. */
export const SHOP_PAGE_SIZE = 10;
export const shopOf = (shopId: string) => goodsShopDetailQuery({ shopId });
/** The shop's goods on sale, best sellers first. */
export const shopGoodsPages = (shopId: string) => goodsShopGoodsPages({ shopId, sort: 'sales' }, SHOP_PAGE_SIZE);

export const loaders = defineLoaders({
  // A shared link lands here: the shop and its first goods are asked for while the screen's code is on its way.
  '/shop': ({ shopId }) => [shopOf(shopId), shopGoodsPages(shopId)],
});
