import { api, type CallBody, type CallData } from '@/lib/api';

/** One e-sign contract of the buyer. */
export type EsignContract = CallData<'esign.list'>['list'][number];
/** Where a contract stands in signing. */
export type EsignStatus = EsignContract['status'];
/** One page of the buyer's e-sign contracts. */
export type EsignPage = CallData<'esign.list'>;

/** The statuses in the order the screens show them. */
export const esignStatuses: readonly EsignStatus[] = ['toSign', 'signing', 'signed', 'expired', 'rejected'];

/** Whether the buyer can (still) sign a contract of this status. */
export const canSign = (status: EsignStatus): boolean => status === 'toSign' || status === 'signing';

export const esignApi = {
  /** A page of the buyer's e-sign contracts, newest first, of one status or of all. */
  list: (body: CallBody<'esign.list'>, signal?: AbortSignal): Promise<EsignPage> => api.esign.list(body, { signal }),
  /** How many contracts the buyer has of a status (of all without one): the total of a one-item page. */
  count: async (status: EsignStatus | undefined, signal?: AbortSignal): Promise<number> =>
    (await esignApi.list({ pageNum: 1, pageSize: 1, ...(status ? { status } : {}) }, signal)).total,
  /** The provider's signing page of a contract (the gateway marks it as being signed); it returns to `redirectUrl`. */
  signUrl: (esignContractId: string, redirectUrl: string) => api.esign.signUrl({ esignContractId, redirectUrl }),
};
