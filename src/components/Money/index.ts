export { Money, money, type MoneyProps } from './Money';
