import { api, unwrap, type CallBody, type CallData } from '@/lib/api';

export type PayInfo = CallData<'pay.info'>;
export type PayWay = PayInfo['payWays'][number]['payWay'];
export type PaymentRedirect = CallData<'pay.wechat'>;
export type PaymentStatus = CallData<'pay.status'>;
export type BankTransfer = CallData<'pay.bank'>;
export type PayResult = CallData<'pay.result'>;

const done = (call: Promise<unknown>): Promise<void> => unwrap(call as Parameters<typeof unwrap>[0]).then(() => undefined);

export const payApi = {
  info: (orderId: string, signal?: AbortSignal) => unwrap(api.pay.info({ orderId }, { signal })),
  wechat: (body: CallBody<'pay.wechat'>) => unwrap(api.pay.wechat(body)),
  alipay: (body: CallBody<'pay.alipay'>) => unwrap(api.pay.alipay(body)),
  bank: (body: CallBody<'pay.bank'>, signal?: AbortSignal) => unwrap(api.pay.bank(body, { signal })),
  offline: (body: CallBody<'pay.offline'>) => unwrap(api.pay.offline(body)),
  erp: (body: CallBody<'pay.erp'>) => unwrap(api.pay.erp(body)),
  wallet: (body: CallBody<'pay.wallet'>) => unwrap(api.pay.wallet(body)),
  status: (paymentId: string) => unwrap(api.pay.status({ paymentId })),
  cancel: (paymentId: string) => done(api.pay.cancel({ paymentId })),
  result: (orderId: string, paymentId?: string, signal?: AbortSignal) => unwrap(api.pay.result({ orderId, ...(paymentId ? { paymentId } : {}) }, { signal })),
};
