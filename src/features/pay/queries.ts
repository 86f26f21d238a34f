import { api } from '@/lib/api';
import { payInfoQuery, payResultQuery, payStatusQuery } from '@/lib/queries';
import { defineLoaders } from '@/lib/routeData';
import { bankKeyOf } from './store';

/** The bill of an order: amount, deadline, seller and the pay ways (every pay page). */
export const payInfo = (orderId: string) => payInfoQuery({ orderId });
/** How a payment ended (the cashier, back from a pay page or the provider). */
export const payStatus = (paymentId: string) => payStatusQuery({ paymentId });
/** The pay result of an order (or of one of its payments). */
export const payResult = (orderId: string, paymentId?: string) => payResultQuery({ orderId, ...(paymentId ? { paymentId } : {}) });
/**
 * The seller's account to transfer to: asking creates the bank-transfer payment, once per key (the same
 * payment on every visit while the key is kept).
 */
export const bankTransfer = (orderId: string, idempotencyKey: string) => ({
  queryKey: ['pay', 'bank', { orderId }] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => api.pay.bank({ orderId, idempotencyKey }, { signal }),
});

/** What a payment changes: the bill and the result, every order page (the order's status), the wallet's balance. */
export const PAYMENT_CHANGES: readonly (readonly string[])[] = [['pay'], ['order'], ['capital']];

export const loaders = defineLoaders({
  '/pay/bank': ({ orderId }) => [bankTransfer(orderId, bankKeyOf(orderId))],
  '/pay': ({ orderId, paymentId, payId }) => {
    const returned = paymentId ?? payId;
    return [payInfo(orderId), !!returned && payStatus(returned)];
  },
  '/pay/wechat': ({ orderId }) => [payInfo(orderId)],
  '/pay/alipay': ({ orderId }) => [payInfo(orderId)],
  '/pay/erp': ({ orderId }) => [payInfo(orderId)],
  '/pay/offline': ({ orderId }) => [payInfo(orderId)],
  '/pay/success': ({ orderId, payId, paymentId }) => [payResult(orderId, payId ?? paymentId)],
  '/pay/success2': ({ orderId, payId, paymentId }) => [payResult(orderId, payId ?? paymentId)],
});
