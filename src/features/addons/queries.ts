import { cartContractAddonsQuery, goodsAddonsQuery, goodsDetailQuery } from '@/lib/queries';
import { defineLoaders } from '@/lib/routeData';

/** The add-on tree of a goods: the goods' own, or the contract's prices (and groups) under a contract. */
export const goodsAddonTree = (goodsId: string) => goodsAddonsQuery({ goodsId });
export const contractAddonTree = (goodsId: string, contractId: string) => cartContractAddonsQuery({ contractId, goodsId });
/** The goods the add-ons are chosen for (its name heads the page). */
export const addonGoods = (goodsId: string) => goodsDetailQuery({ goodsId });

const choicePage = ({ goodsId, contractId }: { goodsId: string; contractId?: string }) => [
  contractId ? contractAddonTree(goodsId, contractId) : goodsAddonTree(goodsId),
  addonGoods(goodsId),
];

export const loaders = defineLoaders({
  '/goodChooseServe': choicePage,
  '/goodsAddItems': choicePage,
});
