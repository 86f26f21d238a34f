import { cartContractCountQuery, cartContractListQuery, cartListQuery, contractDetailsQuery, orderDetailQuery } from '@/lib/queries';
import { defineLoaders } from '@/lib/routeData';

/** Every cart read lives under this key: a cart write refreshes them all (each badge and list on screen). */
export const CART_KEY = ['cart'] as const;

export const buyerCart = () => cartListQuery();
export const contractCart = () => cartContractListQuery();
export const contractCartCount = () => cartContractCountQuery();
export const contractOf = (contractId: string) => contractDetailsQuery({ contractId });

export const loaders = defineLoaders({
  '/cart/cart': () => [buyerCart(), contractCartCount()],
  '/cart/addPriceItems': () => [buyerCart()],
  '/ShoppingCart': () => [contractCart()],
  '/ShoppingCart/contractCart': ({ contractId }) => [contractId && contractOf(contractId), contractCart()],
  '/ShoppingCart/contractPrepare': () => [contractCart()],
  '/ShoppingCart/contractAgain': ({ contractId, orderId }) => [contractOf(contractId), orderId && orderDetailQuery({ orderId })],
});
