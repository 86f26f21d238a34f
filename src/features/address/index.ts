/** Public API of the address feature: the receiving address chosen on the address pages for the page that opened them. */
export { chosenOrderAddressId, takeChosenAddressId } from './choice';
