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

/** The calls of the contract screens; every one is the buyer's own (the gateway answers 404 for another's contract). */
export const contractApi = {
  /** One page of the buyer's contracts (status, seller and keyword filters). */
  list: (body: ContractListQuery, signal?: AbortSignal) => api.contract.myContracts(body, { signal }),
  /** The sellers the buyer holds contracts with (the list's seller filter). */
  sellers: (signal?: AbortSignal) => api.contract.findSeller({}, { signal }),
  /** A contract with its goods (404 when missing or another buyer's). */
  details: (contractId: string, signal?: AbortSignal) => api.contract.details({ contractId }, { signal }),
  /** The salesmen of the sellers the member holds contracts with. */
  salesmen: (memberId: string, signal?: AbortSignal) => api.contract.salesman({ memberId }, { signal }),
  /** The add-on tree of a contract goods, priced as agreed in the contract. */
  addons: (contractId: string, goodsId: string, signal?: AbortSignal) => api.cart.contractAddons({ contractId, goodsId }, { signal }),
  /** The units of a goods (the quantity grid of the contract unit). */
  units: (goodsId: string, signal?: AbortSignal) => api.goods.units({ goodsId }, { signal }),
  /** The contract cart (what it already holds of each contract goods). */
  cart: (signal?: AbortSignal) => api.cart.contractList({ signal }),
  /** The number of lines in the contract cart. */
  cartCount: (signal?: AbortSignal) => api.cart.contractCount({ signal }),
  /** Adds a contract goods (the gateway adds the quantity to a line already there, keeping its add-ons). */
  add: (body: ContractAddBody) => api.cart.contractAdd(body),
  /** Replaces the add-ons of a contract cart line. */
  updateAddons: (contractGoodsId: string, additemIds: readonly string[]) =>
    api.cart.contractUpdate({ contractGoodsId, addons: additemIds.map((additemId) => ({ additemId })) }),
};
