import { api, unwrap, type CallData } from '@/lib/api';

export type AddonTreeData = CallData<'goods.addons'>;

/** The add-on tree of a goods (the contract's prices when a contractId is given). */
export function fetchAddonTree(goodsId: string, contractId?: string): Promise<AddonTreeData> {
  return contractId ? unwrap(api.cart.contractAddons({ contractId, goodsId })) : unwrap(api.goods.addons({ goodsId }));
}

export const fetchGoodsName = async (goodsId: string) => (await unwrap(api.goods.detail({ goodsId }))).goodsName;
