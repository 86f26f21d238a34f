/** Public API of the vehicle feature: the vehicles chosen on /myCar/select_mycar. */
export { chooseVehicles, chosenVehiclesFor, type ChosenVehicle } from './store';
