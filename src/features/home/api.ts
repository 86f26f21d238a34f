import type { components } from '@gen/openapi.gen';

export type Goods = components['schemas']['Goods'];
export type GoodsPage = components['schemas']['GoodsPage'];
export type Banner = components['schemas']['Banner'];
export type Category = components['schemas']['Category'];
