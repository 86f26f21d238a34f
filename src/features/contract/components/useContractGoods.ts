import type { AddonItem } from '@/domain';
import { useQueries, useQuery } from '@/lib/query';
import type { ContractGoods } from '../api';
import { contractAddons, contractCart, goodsUnits } from '../queries';
import { prepareGoods } from './contractAdd';

/**
 * The contract goods of the add page, each with its unit's grid, the room left and the cart's line: the
 * contract cart, the units of each goods and the contract's add-ons of the goods that have any. Goods
 * sharing a goodsId (C30 and C35 of one concrete) share one unit list and one add-on tree.
 */
export function useContractGoods(contractId: string, goodsList: readonly ContractGoods[]) {
  const wanted = goodsList.length > 0;
  const goodsIds = [...new Set(goodsList.map((g) => g.goodsId))];
  const addonGoodsIds = [...new Set(goodsList.filter((g) => g.hasAdditems).map((g) => g.goodsId))];
  const cart = useQuery({ ...contractCart(), enabled: wanted });
  const units = useQueries({ queries: goodsIds.map((id) => goodsUnits(id)) });
  const trees = useQueries({ queries: addonGoodsIds.map((id) => contractAddons(contractId, id)) });

  const reads = [cart, ...units, ...trees];
  const unitsOf = (id: string) => units[goodsIds.indexOf(id)]?.data ?? [];
  const treeOf = (id: string) => (trees[addonGoodsIds.indexOf(id)]?.data ?? []) as AddonItem[];
  const data = reads.every((read) => read.data !== undefined) && cart.data ? prepareGoods(goodsList, cart.data, unitsOf, treeOf) : undefined;
  return {
    data,
    error: data === undefined ? (reads.find((read) => read.error)?.error ?? null) : null,
    retry: () => reads.filter((read) => read.error).forEach((read) => void read.refetch()),
  };
}
