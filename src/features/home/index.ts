// What other features may use of the home feature: the goods pieces every goods list shares.
export { GoodsCard, type GoodsCardLayout } from './components/GoodsCard';
export { GoodsImage } from './components/GoodsImage';
export { GoodsPrice } from './components/GoodsPrice';
export { InfiniteList } from './components/InfiniteList';
export { EmptyState, ErrorState, LoadingState } from './components/ListStates';
export { PullRefresh } from './components/PullRefresh';
export type { Category, Goods, GoodsPage } from './api';
import './home.css';
