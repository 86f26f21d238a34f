/**
 * Public API of the pay feature: the pay pages are reached by route (/pay?orderId=…); a top-up's pay page
 * and a withdrawal ask for the pay password as the cashier does, and say a failed check the same way.
 */
export { askPayPassword } from './components/askPayPassword';
export { payPasswordErrorText } from './components/payPasswordError';
