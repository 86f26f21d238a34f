import { api, type CallBody, type CallData } from '@/lib/api';

export type Contract = CallData<'contract.myContracts'>['list'][number];
export type ContractPage = CallData<'contract.myContracts'>;
export type ContractListQuery = CallBody<'contract.myContracts'>;
export type ContractSeller = CallData<'contract.findSeller'>[number];
export type ContractDetail = CallData<'contract.details'>;
export type ContractGoods = ContractDetail['goodsList'][number];
export type Salesman = CallData<'contract.salesman'>[number];
export type ContractAddonTree = CallData<'cart.contractAddons'>;
export type ContractCartList = CallData<'cart.contractList'>;
export type ContractCartLine = ContractCartList['groups'][number]['children'][number];
export type GoodsUnit = CallData<'goods.units'>[number];
export type ContractAddBody = CallBody<'cart.contractAdd'>;

/** One contract goods to add: the add-ons the buyer chose, and those its cart line holds (null when not in the cart). */
export interface ContractCartAddition {
  readonly contractGoodsId: string;
  readonly goodsId: string;
  readonly quantity: string;
  readonly additemIds: readonly string[];
  readonly lineAddonIds: readonly string[] | null;
}

const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** Adds contract goods to the contract cart one after another (the gateway adds the quantity to a line already there). */
export async function addToContractCart(contractId: string, additions: readonly ContractCartAddition[]): Promise<void> {
  for (const { contractGoodsId, goodsId, quantity, additemIds, lineAddonIds } of additions) {
    const addons = additemIds.map((additemId) => ({ additemId }));
    await api.cart.contractAdd({ contractId, contractGoodsId, goodsId, quantity, addons });
    // A line already in the cart keeps its add-ons when more is added: the buyer's new choice replaces them.
    if (lineAddonIds !== null && !sameIds(lineAddonIds, additemIds)) await api.cart.contractUpdate({ contractGoodsId, addons });
  }
}
