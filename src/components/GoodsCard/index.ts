export { GoodsCard, type GoodsCardLayout } from './GoodsCard';
export { GoodsImage } from './GoodsImage';
export { GoodsPrice } from './GoodsPrice';
