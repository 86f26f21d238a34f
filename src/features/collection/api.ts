import type { CallData } from '@/lib/api';

export type CollectedGoods = CallData<'member.findGoods'>['list'][number];
export type CollectedShop = CallData<'member.findShops'>['list'][number];
export type BrowseRecord = CallData<'member.browseRecords'>['list'][number];
