/** Public API of the order feature: the checkout state can be reset (logout, tests). */
export { reset as resetCheckout } from './store';
