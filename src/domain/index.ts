/**
 * The shared domain: every pricing, quantity, add-on, rebar, cart, draft and time-slot rule that the app
 * and the gateway both use. Pure functions over plain data, environment-neutral (tsconfig.domain.json
 * compiles this folder without DOM or Node types), imported through this index only.
 */
export * from './money';
export * from './moneyText';
export * from './dates';
export * from './duration';
export * from './recent';
export * from './quantity';
export * from './buyConditions';
export * from './addons';
export * from './rebar';
export * from './cartLines';
export * from './cartSelection';
export * from './buyerCart';
export * from './contractCart';
export * from './transfer';
export * from './timeSlots';
export * from './takeDates';
export * from './draft';
export * from './carriage';
export * from './searchHistory';
export * from './contracts';
export * from './concreteOrder';
export * from './refund';
export * from './invoice';
export * from './idCard';
export * from './finance';
export * from './capital';
export * from './dashboard';
export * from './addressText';
