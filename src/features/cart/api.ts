import { api, unwrap, type CallBody, type CallData } from '@/lib/api';

export type CartListData = CallData<'cart.list'>;
export type CheckedBody = CallBody<'cart.updateChecked'>;

export const fetchCart = () => unwrap(api.cart.list());
export const updateQuantity = (cartResourceId: string, quantity: string) => unwrap(api.cart.updateQuantity({ cartResourceId, quantity }));
// Calls whose data is null: the generated types describe no envelope for them, so unwrap reads them untyped.
export const updateChecked = (body: CheckedBody) => unwrap<null>(api.cart.updateChecked(body) as unknown as Promise<never>);
export const removeLines = (cartResourceIds: string[]) => unwrap(api.cart.remove({ cartResourceIds }));
export const removeInvalid = () => unwrap(api.cart.removeInvalid());
