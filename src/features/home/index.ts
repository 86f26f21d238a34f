// What other features may use of the home feature: its data types.
export type { Category, Goods, GoodsPage } from './api';
