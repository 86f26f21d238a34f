import { api, type CallBody, type CallData } from '@/lib/api';

export type CartListData = CallData<'cart.list'>;
export type CheckedBody = CallBody<'cart.updateChecked'>;

export const fetchCart = () => api.cart.list();
export const updateQuantity = (cartResourceId: string, quantity: string) => api.cart.updateQuantity({ cartResourceId, quantity });
export const updateChecked = (body: CheckedBody) => api.cart.updateChecked(body);
export const removeLines = (cartResourceIds: string[]) => api.cart.remove({ cartResourceIds });
export const removeInvalid = () => api.cart.removeInvalid();

// The contract cart (grouped by contract; quantities in the goods' pricing unit, within the contract's surplus).
export type ContractCartData = CallData<'cart.contractList'>;
export type ContractCheckedBody = CallBody<'cart.contractUpdateChecked'>;

export const fetchContractCart = () => api.cart.contractList();
export const fetchContractCount = () => api.cart.contractCount();
export const updateContractQuantity = (contractGoodsId: string, quantity: string) => api.cart.contractUpdate({ contractGoodsId, quantity });
export const updateContractChecked = (body: ContractCheckedBody) => api.cart.contractUpdateChecked(body);
export const removeContractLines = (contractGoodsIds: string[]) => api.cart.contractRemove({ contractGoodsIds });
export type ContractCartAddBody = CallBody<'cart.contractAdd'>;
export type ContractCartUpdateBody = CallBody<'cart.contractUpdate'>;

export const addContractLine = (body: ContractCartAddBody) => api.cart.contractAdd(body);
export const updateContractLine = (body: ContractCartUpdateBody) => api.cart.contractUpdate(body);

// Order again (/ShoppingCart/contractAgain): the past contract order, the contract's surplus today and the unit grid.
export type ContractDetailData = CallData<'contract.details'>;
export type PastOrder = CallData<'order.detail'>;
export type PastOrderItem = PastOrder['orderItems'][number];
export type OrderPage = CallData<'order.list'>;
export type GoodsUnits = CallData<'goods.units'>;

/** The buyer's contract (404 for a missing one or another buyer's). */
export const fetchContractDetail = (contractId: string, signal?: AbortSignal) => api.contract.details({ contractId }, { signal });
/** One of the buyer's orders (404 for a missing one or another buyer's). */
export const fetchOrder = (orderId: string, signal?: AbortSignal) => api.order.detail({ orderId }, { signal });
/** A page of the buyer's contract orders, newest first. */
export const fetchContractOrders = (pageNum: number, pageSize: number, signal?: AbortSignal) =>
  api.order.list({ orderType: 'contract', pageNum, pageSize }, { signal });
/** The units of a goods with their grids (the contract's unit is the goods' pricing unit). */
export const fetchGoodsUnits = (goodsId: string, signal?: AbortSignal) => api.goods.units({ goodsId }, { signal });

// The add-ons of a buyer-cart line (/cart/addPriceItems): the goods' add-on tree, as /goodChooseServe loads it.
export type AddonTree = CallData<'goods.addons'>;
export const fetchGoodsAddons = (goodsId: string, signal?: AbortSignal) => api.goods.addons({ goodsId }, { signal });
export const updateLineAddons = (cartResourceId: string, addonIds: readonly string[]) =>
  api.cart.updateAddons({ cartResourceId, addons: addonIds.map((additemId) => ({ additemId })) });
export const fetchCartForLine = (signal?: AbortSignal) => api.cart.list({ signal });
