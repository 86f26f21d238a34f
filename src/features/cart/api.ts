import { api, unwrap, type CallBody, type CallData } from '@/lib/api';

export type CartListData = CallData<'cart.list'>;
export type CheckedBody = CallBody<'cart.updateChecked'>;

export const fetchCart = () => unwrap(api.cart.list());
export const updateQuantity = (cartResourceId: string, quantity: string) => unwrap(api.cart.updateQuantity({ cartResourceId, quantity }));
// Calls whose data is null: the generated types describe no envelope for them, so unwrap reads them untyped.
export const updateChecked = (body: CheckedBody) => unwrap<null>(api.cart.updateChecked(body) as unknown as Promise<never>);
export const removeLines = (cartResourceIds: string[]) => unwrap(api.cart.remove({ cartResourceIds }));
export const removeInvalid = () => unwrap(api.cart.removeInvalid());

// The contract cart (grouped by contract; quantities in the goods' pricing unit, within the contract's surplus).
export type ContractCartData = CallData<'cart.contractList'>;
export type ContractCheckedBody = CallBody<'cart.contractUpdateChecked'>;

export const fetchContractCart = () => unwrap(api.cart.contractList());
export const fetchContractCount = () => unwrap(api.cart.contractCount());
export const updateContractQuantity = (contractGoodsId: string, quantity: string) => unwrap(api.cart.contractUpdate({ contractGoodsId, quantity }));
export const updateContractChecked = (body: ContractCheckedBody) => unwrap(api.cart.contractUpdateChecked(body));
export const removeContractLines = (contractGoodsIds: string[]) => unwrap(api.cart.contractRemove({ contractGoodsIds }));
