export { PayWayChoice, type PayWayChoiceProps, type PayWayItem } from './PayWayChoice';
