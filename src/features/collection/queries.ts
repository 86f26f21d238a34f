import { memberBrowseRecordsPages, memberFindGoodsPages, memberFindShopsPages, memberFindShopsQuery } from '@/lib/queries';
import { defineLoaders } from '@/lib/routeData';
import { session } from '@/lib/session';

const PAGE_SIZE = 10;

/** The tabs of /collection/collect: favourite goods, favourite shops, browse records. */
export const COLLECTION_TABS = ['goods', 'shop', 'records'] as const;
export type CollectionTab = (typeof COLLECTION_TABS)[number];

/** The buyer's favourite goods, newest first, page by page. */
export const collectedGoodsPages = (memberId: string) => memberFindGoodsPages({ memberId }, PAGE_SIZE);
/** The buyer's favourite shops, newest first, page by page. */
export const collectedShopPages = (memberId: string) => memberFindShopsPages({ memberId }, PAGE_SIZE);
/** The goods the buyer looked at, latest view first, page by page. */
export const browseRecordPages = (memberId: string) => memberBrowseRecordsPages({ memberId }, PAGE_SIZE);
/** Whether the buyer keeps a shop: the buyer's favourite shops narrowed to that one. */
export const shopKept = (memberId: string, shopId: string) => ({
  ...memberFindShopsQuery({ memberId, shopId, pageNum: 1, pageSize: 1 }),
  select: (page: { readonly total: number }) => page.total > 0,
});

const tabPages = { goods: collectedGoodsPages, shop: collectedShopPages, records: browseRecordPages } as const;

export const loaders = defineLoaders({
  '/collection/collect': ({ type }) => {
    const memberId = session.userInfo?.memberId;
    return [memberId !== undefined && tabPages[type ?? 'goods'](memberId)];
  },
});
