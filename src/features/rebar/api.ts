import { api, type CallData } from '@/lib/api';

export type RebarOptionsData = CallData<'goods.rebarOptions'>;
export type RebarEntryData = CallData<'cart.rebarEntries'>['entries'][number];

export const fetchRebarOptions = (goodsId: string) => api.goods.rebarOptions({ goodsId });
export const fetchRebarPrice = (goodsId: string, varietyId?: string) => api.goods.rebarPrice({ goodsId, ...(varietyId ? { varietyId } : {}) });
export const fetchCartRebar = (cartResourceId: string) => api.cart.rebarEntries({ cartResourceId });
export const saveCartRebar = (cartResourceId: string, entries: RebarEntryData[]) => api.cart.saveRebarEntries({ cartResourceId, entries });
