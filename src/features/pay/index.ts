/** Public API of the pay feature: the pay pages are reached by route (/pay?orderId=…); a top-up's pay page asks for the pay password as the cashier does. */
export { askPayPassword } from './components/askPayPassword';
