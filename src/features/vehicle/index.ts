/** Public API of the vehicle feature: the vehicles chosen on /myCar/select_mycar. */
export { vehicleStore, chooseVehicles, type ChosenVehicle } from './store';
