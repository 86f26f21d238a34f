import type { Context, Env, Hono } from 'hono';
import type { Db } from './db';
import { money } from './lib/format';
import { settlePayment, type PaymentRow } from './orders';
import type { Logger } from './settings';

/**
 * The stand-in for the wechat and alipay payment pages (served in development and production alike:
 * there is no real provider). pay.wechat / pay.alipay answer a providerUrl to GET /__provider/pay; its
 * two buttons post to /__provider/pay/confirm or /cancel, which settle the payment and send the buyer
 * back to the app: /pay/success?orderId=… after paying, /pay?orderId=… after cancelling — or to
 * `returnUrl` (a path of this site) when the link carries one.
 */
export const PROVIDER_PATH = '/__provider/pay';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/** Only a path of this site: no scheme, no host, no protocol-relative `//host`. */
function safeReturnUrl(value: unknown): string | null {
  return typeof value === 'string' && /^\/(?![/\\])[^\s]*$/.test(value) && value.length <= 1000 ? value : null;
}

/** Where the buyer goes after the provider page. */
export function returnTarget(
  payment: Pick<PaymentRow, 'payment_id' | 'order_id' | 'supplement_id'>,
  outcome: 'paid' | 'cancelled',
  returnUrl: string | null,
): string {
  const params = new URLSearchParams({ orderId: payment.order_id });
  if (payment.supplement_id !== null) params.set('supplementId', payment.supplement_id);
  params.set('paymentId', payment.payment_id);
  if (returnUrl !== null) {
    params.set('payStatus', outcome);
    return `${returnUrl}${returnUrl.includes('?') ? '&' : '?'}${params.toString()}`;
  }
  return outcome === 'paid' ? `/pay/success?${params.toString()}` : `/pay?${params.toString()}`;
}

/** The provider link of a payment. */
export function providerUrl(paymentId: string): string {
  return `${PROVIDER_PATH}?${new URLSearchParams({ paymentId }).toString()}`;
}

/** A page of the gateway's stand-ins (the provider's, the seller desk's): inline styles only, no script. */
export function page(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>
body{font-family:system-ui,'PingFang SC','Microsoft YaHei',sans-serif;margin:0;background:#f5f5f5;color:#222}
main{max-width:420px;margin:0 auto;padding:24px 16px}.card{background:#fff;border-radius:8px;padding:20px;text-align:center}
.amount{font-size:32px;font-weight:600;margin:12px 0}.muted{color:#888;font-size:14px}
button{display:block;width:100%;margin-top:12px;padding:12px;font-size:16px;border-radius:6px;border:0}
.pay{background:#07c160;color:#fff}.alipay .pay{background:#1677ff}.cancel{background:#eee;color:#333}</style></head>
<body><main>${body}</main></body></html>`;
}

/** Mounts the provider page and its two actions. */
export function registerProvider<E extends Env>(app: Hono<E>, db: Db, log: Logger): void {
  app.get(PROVIDER_PATH, async (c) => {
    const paymentId = c.req.query('paymentId') ?? '';
    const rows =
      paymentId.length > 100
        ? []
        : await db.query<PaymentRow & { order_no: string }>(
            'select p.*, o.order_no from payments p join orders o on o.order_id = p.order_id where p.payment_id = $1',
            [paymentId],
          );
    const payment = rows[0];
    if (payment === undefined || (payment.pay_way !== 'wechat' && payment.pay_way !== 'alipay')) {
      return c.html(page('支付', '<div class="card"><h2>支付单不存在</h2></div>'), 404);
    }
    const name = payment.pay_way === 'wechat' ? '微信支付' : '支付宝';
    const returnUrl = safeReturnUrl(c.req.query('returnUrl'));
    const hidden = `<input type="hidden" name="paymentId" value="${escapeHtml(payment.payment_id)}">${
      returnUrl === null ? '' : `<input type="hidden" name="returnUrl" value="${escapeHtml(returnUrl)}">`
    }`;
    const expired = payment.status === 'pending' && payment.expire_at.getTime() < Date.now();
    const actions =
      payment.status === 'pending' && !expired
        ? `<form method="post" action="${PROVIDER_PATH}/confirm">${hidden}<button class="pay" type="submit">确认支付</button></form>
<form method="post" action="${PROVIDER_PATH}/cancel">${hidden}<button class="cancel" type="submit">取消支付</button></form>`
        : `<p>${expired ? '支付单已过期' : payment.status === 'paid' ? '已支付' : '支付已关闭'}</p>`;
    return c.html(
      page(
        `${name}（模拟）`,
        `<div class="card ${payment.pay_way}"><h2>${name}（模拟收银台）</h2><p class="muted">订单号 ${escapeHtml(payment.order_no)}</p>
<div class="amount">¥${money(payment.amount)}</div>${actions}<p class="muted">本页面为本地网关模拟的支付页面，不会发生真实扣款。</p></div>`,
      ),
    );
  });

  const settle = (outcome: 'paid' | 'cancelled') => async (c: Context<E>) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const paymentId = typeof form.paymentId === 'string' ? form.paymentId : '';
    const payment = paymentId.length > 100 ? null : await db.transaction((tx) => settlePayment(tx, paymentId, outcome, '买家在支付页取消'));
    if (payment === null || (payment.pay_way !== 'wechat' && payment.pay_way !== 'alipay')) {
      return c.html(page('支付', '<div class="card"><h2>支付单不存在</h2></div>'), 404);
    }
    log.info(`[provider] payment ${payment.payment_id} ${payment.status}`);
    return c.redirect(returnTarget(payment, payment.status === 'paid' ? 'paid' : 'cancelled', safeReturnUrl(form.returnUrl)), 303);
  };
  app.post(`${PROVIDER_PATH}/confirm`, settle('paid'));
  app.post(`${PROVIDER_PATH}/cancel`, settle('cancelled'));
}
