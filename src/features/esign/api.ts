import type { CallData } from '@/lib/api';

/** One e-sign contract of the buyer. */
export type EsignContract = CallData<'esign.list'>['list'][number];
/** Where a contract stands in signing. */
export type EsignStatus = EsignContract['status'];

/** Whether the buyer can (still) sign a contract of this status. */
export const canSign = (status: EsignStatus): boolean => status === 'toSign' || status === 'signing';
