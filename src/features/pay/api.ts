import type { CallData } from '@/lib/api';

export type PayInfo = CallData<'pay.info'>;
export type PayWay = PayInfo['payWays'][number]['payWay'];
export type PaymentRedirect = CallData<'pay.wechat'>;
export type PaymentStatus = CallData<'pay.status'>;
