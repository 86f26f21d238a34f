export { GoodsCard, type GoodsCardLayout } from './GoodsCard';
export { GoodsImage } from './GoodsImage';
