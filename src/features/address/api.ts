import { api, unwrap, type CallBody, type CallData } from '@/lib/api';

export type Address = CallData<'address.detail'>;
export type AddressInput = CallBody<'address.add'>;

const done = (call: Promise<unknown>): Promise<void> => unwrap(call as Parameters<typeof unwrap>[0]).then(() => undefined);

export const addressApi = {
  /** The receiving (delivery) addresses, default first. */
  list: (signal?: AbortSignal) => unwrap(api.address.list({ type: '1', pageNum: 1, pageSize: 100 }, { signal })),
  detail: (addressId: string, signal?: AbortSignal) => unwrap(api.address.detail({ addressId }, { signal })),
  add: (body: AddressInput) => unwrap(api.address.add(body)),
  edit: (body: CallBody<'address.edit'>) => unwrap(api.address.edit(body)),
  remove: (addressId: string) => done(api.address.delete({ addressId })),
  setDefault: (addressId: string) => done(api.address.setDefault({ addressId })),
};
