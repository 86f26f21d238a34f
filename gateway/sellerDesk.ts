import type { Env, Hono } from 'hono';
import type { Db } from './db';
import { FILES_PATH, readUpload } from './handlers/upload';
import { money } from './lib/format';
import { settlePayment, type PaymentRow } from './orders';
import { escapeHtml, page } from './provider';
import type { GatewaySettings, Logger } from './settings';

/**
 * The seller's side of an offline payment, which no buyer screen can show: GET /__provider/seller?orderId=…
 * lists the order's offline payments with what the buyer sent — payer, remark and the voucher photos — and
 * a pending one can be confirmed as received (POST /__provider/seller/confirm), which pays the order as the
 * seller's bank check would. Registered only outside production (there is no seller login, as for /__dev/).
 * The photos are put in the page as data: URLs: the seller is not the buyer whose session opens /gw/files.
 */
export const SELLER_DESK_PATH = '/__provider/seller';

const STATUS: Record<string, string> = { pending: '待确认收款', paid: '已确认收款', cancelled: '已关闭', failed: '已关闭' };

interface OfflinePaymentRow extends PaymentRow {
  order_no: string;
  voucher: { voucherImages?: string[]; payerName?: string | null; remark?: string | null } | null;
}

const notFoundPage = () => page('卖家订单', '<div class="card"><h2>订单不存在</h2></div>');

export function registerSellerDesk<E extends Env>(app: Hono<E>, db: Db, settings: Pick<GatewaySettings, 'uploadDir'>, log: Logger): void {
  app.get(SELLER_DESK_PATH, async (c) => {
    const orderId = c.req.query('orderId') ?? '';
    if (orderId === '' || orderId.length > 100) return c.html(notFoundPage(), 404);
    const orders = await db.query<{ order_no: string; status: string }>('select order_no, status from orders where order_id = $1', [orderId]);
    const order = orders[0];
    if (order === undefined) return c.html(notFoundPage(), 404);
    const payments = await db.query<OfflinePaymentRow>(
      `select p.*, o.order_no from payments p join orders o on o.order_id = p.order_id
       where p.order_id = $1 and p.pay_way = 'offline' order by p.created_at`,
      [orderId],
    );
    const cards = await Promise.all(
      payments.map(async (payment) => {
        const photos = await Promise.all(
          (payment.voucher?.voucherImages ?? []).map(async (url, index) => {
            const fileId = url.startsWith(FILES_PATH) ? url.slice(FILES_PATH.length) : '';
            const upload = fileId === '' ? null : await readUpload(db, settings, fileId, 'seller desk');
            const alt = `付款凭证${index + 1}`;
            return upload === null
              ? `<p class="muted">${alt}：文件不存在</p>`
              : `<img alt="${alt}" src="data:${upload.contentType};base64,${Buffer.from(upload.bytes).toString('base64')}" style="max-width:100%;margin-top:8px">`;
          }),
        );
        const confirm =
          payment.status === 'pending'
            ? `<form method="post" action="${SELLER_DESK_PATH}/confirm"><input type="hidden" name="paymentId" value="${escapeHtml(payment.payment_id)}"><button class="pay" type="submit">确认收款</button></form>`
            : '';
        return `<div class="card" style="text-align:left;margin-top:12px"><h3>线下付款 ¥${money(payment.amount)} · ${STATUS[payment.status] ?? payment.status}</h3>
<p class="muted">付款人：${escapeHtml(payment.voucher?.payerName || '未填写')}，备注：${escapeHtml(payment.voucher?.remark || '无')}</p>${photos.join('')}${confirm}</div>`;
      }),
    );
    return c.html(
      page(
        '卖家订单（模拟）',
        `<div class="card"><h2>卖家订单（模拟）</h2><p class="muted">订单号 ${escapeHtml(order.order_no)}</p></div>${
          cards.length === 0 ? '<div class="card" style="margin-top:12px"><p>买家尚未提交线下付款</p></div>' : cards.join('')
        }<p class="muted">本页面为本地网关模拟的卖家后台。</p>`,
      ),
    );
  });

  app.post(`${SELLER_DESK_PATH}/confirm`, async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const paymentId = typeof form.paymentId === 'string' && form.paymentId.length <= 100 ? form.paymentId : '';
    const rows = await db.query<PaymentRow>(`select * from payments where payment_id = $1 and pay_way = 'offline'`, [paymentId]);
    if (rows[0] === undefined) return c.html(notFoundPage(), 404);
    const payment = await db.transaction((tx) => settlePayment(tx, paymentId, 'paid'));
    log.info(`[seller desk] offline payment ${paymentId} ${payment?.status ?? 'missing'}`);
    return c.redirect(`${SELLER_DESK_PATH}?${new URLSearchParams({ orderId: rows[0].order_id }).toString()}`, 303);
  });
}
