import { api, type CallData } from '@/lib/api';

export type AddonTreeData = CallData<'goods.addons'>;

/** The add-on tree of a goods (the contract's prices when a contractId is given). */
export function fetchAddonTree(goodsId: string, contractId?: string): Promise<AddonTreeData> {
  return contractId ? api.cart.contractAddons({ contractId, goodsId }) : api.goods.addons({ goodsId });
}

export const fetchGoodsName = async (goodsId: string) => (await api.goods.detail({ goodsId })).goodsName;
