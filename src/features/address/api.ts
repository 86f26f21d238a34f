import { api, type CallBody, type CallData } from '@/lib/api';

export type Address = CallData<'address.detail'>;
export type AddressInput = CallBody<'address.add'>;

const done = (call: Promise<unknown>): Promise<void> => call.then(() => undefined);

export const addressApi = {
  /** The receiving (delivery) addresses, default first. */
  list: (signal?: AbortSignal) => api.address.list({ type: '1', pageNum: 1, pageSize: 100 }, { signal }),
  detail: (addressId: string, signal?: AbortSignal) => api.address.detail({ addressId }, { signal }),
  add: (body: AddressInput) => api.address.add(body),
  edit: (body: CallBody<'address.edit'>) => api.address.edit(body),
  remove: (addressId: string) => done(api.address.delete({ addressId })),
  setDefault: (addressId: string) => done(api.address.setDefault({ addressId })),
};
