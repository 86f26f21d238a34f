import { api, type CallData } from '@/lib/api';

export type CollectedGoods = CallData<'member.findGoods'>['list'][number];
export type CollectedShop = CallData<'member.findShops'>['list'][number];
export type BrowseRecord = CallData<'member.browseRecords'>['list'][number];

const done = (call: Promise<unknown>): Promise<null> => call.then(() => null);

/** The favourites and browse records of the logged-in buyer (spec/calls/member.yaml). */
export const collectionApi = {
  /** A page of the collected goods, newest first. */
  goods: (memberId: string, pageNum: number, pageSize: number, signal?: AbortSignal) =>
    api.member.findGoods({ memberId, pageNum, pageSize }, { signal }),
  /** A page of the collected shops, newest first. */
  shops: (memberId: string, pageNum: number, pageSize: number, signal?: AbortSignal) =>
    api.member.findShops({ memberId, pageNum, pageSize }, { signal }),
  /** A page of the browse records, latest view first. */
  records: (memberId: string, pageNum: number, pageSize: number, signal?: AbortSignal) =>
    api.member.browseRecords({ memberId, pageNum, pageSize }, { signal }),
  /** Un-collects goods. */
  removeGoods: (memberId: string, goodsIds: string[]) => done(api.member.removeByGoodsIds({ memberId, goodsIds })),
  /** Un-collects shops. */
  removeShops: (memberId: string, shopIds: string[]) => done(api.member.removeByShopIds({ memberId, shopIds })),
  /** Deletes browse records. */
  removeRecords: (recordIds: string[]) => done(api.member.removeByIds({ ids: recordIds })),
  /** Whether the buyer keeps a shop. */
  shopCollected: async (memberId: string, shopId: string, signal?: AbortSignal) =>
    (await api.member.findShops({ memberId, shopId, pageNum: 1, pageSize: 1 }, { signal })).total > 0,
  /** Collects a shop. */
  collectShop: (memberId: string, shopId: string) => api.member.collectShop({ memberId, shopId }),
};
