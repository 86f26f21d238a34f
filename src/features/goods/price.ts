import type { GoodsDetailData } from './store';

/** The goods' own price per pricing unit: the contract's when it is opened under one, else its list price. */
export const listPrice = (detail: GoodsDetailData | undefined): string => detail?.contractPrice ?? detail?.varietyPrice ?? '0';
