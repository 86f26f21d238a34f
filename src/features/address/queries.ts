import { addressDetailQuery, addressListQuery } from '@/lib/queries';
import { defineLoaders } from '@/lib/routeData';

/** The most addresses the pages show: one page holds a buyer's addresses. */
const ADDRESS_PAGE_SIZE = 100;

/** The receiving (delivery) addresses, default first. */
export const receivingAddresses = () => addressListQuery({ type: '1', pageNum: 1, pageSize: ADDRESS_PAGE_SIZE });
export const addressDetail = (addressId: string) => addressDetailQuery({ addressId });

export const loaders = defineLoaders({
  '/receivingAddress': () => [receivingAddresses()],
  '/receivingAddress/select_adress': () => [receivingAddresses()],
  '/receivingAddress/edit': ({ addressId }) => [addressDetail(addressId)],
});
