/** Public API of the address feature (the chosen order address is `addressStore.orderAdress` of '@/lib/session'). */
export { chosenOrderAddressId } from './store';
