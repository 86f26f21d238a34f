import { api, type CallBody, type CallData } from '@/lib/api';

/** Thin calls of the goods detail screens (spec/calls/goods.yaml, cart.yaml, member.yaml). */
export type GoodsDetailData = CallData<'goods.detail'>;
export type BuyConditionData = CallData<'goods.buyConditions'>[number];
export type GoodsUnitData = CallData<'goods.units'>[number];
export type GoodsVarietyData = CallData<'goods.matchVariety'>;
export type StoreData = CallData<'goods.stores'>[number];
export type CartAddBody = CallBody<'cart.add'>;

export const fetchDetail = (goodsId: string, contractId?: string, signal?: AbortSignal) =>
  api.goods.detail({ goodsId, ...(contractId ? { contractId } : {}) }, { signal });
export const fetchBuyConditions = (goodsId: string, contractId?: string) => api.goods.buyConditions({ goodsId, ...(contractId ? { contractId } : {}) });
export const fetchUnits = (goodsId: string) => api.goods.units({ goodsId });
export const matchVariety = (goodsId: string, attributeValueNos: string[], contractId?: string) =>
  api.goods.matchVariety({ goodsId, attributeValueNos, ...(contractId ? { contractId } : {}) });
export const fetchRebarPrice = (goodsId: string, varietyId: string) => api.goods.rebarPrice({ goodsId, varietyId });
export const fetchStores = (sellerId: string, signal?: AbortSignal) => api.goods.stores({ sellerId }, { signal });
export const fetchShop = (shopId: string, signal?: AbortSignal) => api.goods.shopDetail({ shopId }, { signal });
export const collectGoods = (memberId: string, goodsId: string) => api.member.storeCollect({ memberId, goodsId });
export const uncollectGoods = (memberId: string, goodsId: string) =>
  api.member.removeByGoodsIds({ memberId, goodsIds: [goodsId] });
export const addToCart = (body: CartAddBody) => api.cart.add(body);
export const addToContractCart = (body: CallBody<'cart.contractAdd'>) => api.cart.contractAdd(body);
