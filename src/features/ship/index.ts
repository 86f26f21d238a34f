/** Public API of the ship feature: the ships chosen on /myShip/select_myship for a self-pickup by ship. */
export { shipsChosenFor, type ChosenShip } from './store';
