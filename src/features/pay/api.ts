import { api, type CallBody, type CallData } from '@/lib/api';

export type PayInfo = CallData<'pay.info'>;
export type PayWay = PayInfo['payWays'][number]['payWay'];
export type PaymentRedirect = CallData<'pay.wechat'>;
export type PaymentStatus = CallData<'pay.status'>;
export type BankTransfer = CallData<'pay.bank'>;
export type PayResult = CallData<'pay.result'>;

const done = (call: Promise<unknown>): Promise<void> => call.then(() => undefined);

export const payApi = {
  info: (orderId: string, signal?: AbortSignal) => api.pay.info({ orderId }, { signal }),
  wechat: (body: CallBody<'pay.wechat'>) => api.pay.wechat(body),
  alipay: (body: CallBody<'pay.alipay'>) => api.pay.alipay(body),
  bank: (body: CallBody<'pay.bank'>, signal?: AbortSignal) => api.pay.bank(body, { signal }),
  offline: (body: CallBody<'pay.offline'>) => api.pay.offline(body),
  erp: (body: CallBody<'pay.erp'>) => api.pay.erp(body),
  wallet: (body: CallBody<'pay.wallet'>) => api.pay.wallet(body),
  status: (paymentId: string) => api.pay.status({ paymentId }),
  cancel: (paymentId: string) => done(api.pay.cancel({ paymentId })),
  result: (orderId: string, paymentId?: string, signal?: AbortSignal) => api.pay.result({ orderId, ...(paymentId ? { paymentId } : {}) }, { signal }),
};
