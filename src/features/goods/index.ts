/** Public API of the goods feature: the quantity stepper the cart reuses. */
export { QuantityStepper, type QuantityStepperProps } from './components/QuantityStepper';
export { unitBounds } from './quantity';
