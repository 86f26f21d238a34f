import type { Page } from '@playwright/test';
import { subtractMoney, sumMoney } from '@/domain';
import { CONCRETE_ADDONS, DEMO_BUYER, DEMO_IDS } from '../../gateway/seed/index.ts';
import { DEV_REFUND_PATH, DEV_SUPPLEMENT_PATH } from '../../gateway/devOrders.ts';
import { shot, useLiveGateway } from './support/liveGateway.ts';
import { expect, test } from './support/test.ts';

/**
 * Refunds, top-ups and the order actions (issue 15, acceptance 1 and 2) against the real gateway: orders
 * are made and paid through the calls, the seller's side moves on through the development endpoints.
 */

const live = useLiveGateway();

/** A 1×1 PNG, picked as a refund photo through the browser's file input. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

let orders = 0;

/** A new concrete order of the demo buyer, delivered to their site; paid from the ERP account unless `unpaid`. */
async function newOrder(token: string, unpaid = false): Promise<{ orderId: string; orderNo: string; paid: string }> {
  orders += 1;
  const draft = {
    transportType: '2',
    deliveryType: '030060300',
    contractId: '0',
    transferWay: 'stairs',
    floor: 1,
    addressId: DEMO_IDS.addressA,
    itemList: [
      {
        goodsId: DEMO_IDS.concrete,
        resourceId: DEMO_IDS.concreteC30Resource,
        goodsName: '预拌混凝土（商砼）',
        isPlatform: false,
        unit: '方',
        purchaseUnit: '方',
        quantity: '10',
        convertRate: '1',
        addons: [{ additemId: CONCRETE_ADDONS.mixerPump }, { additemId: CONCRETE_ADDONS.pumpingTruck }],
        takeList: [],
      },
    ],
  };
  const submitted = await live.typed('order.submit', { draft, idempotencyKey: `refund-e2e-${orders}`, agreementAccepted: true }, token);
  if (!unpaid)
    await live.typed('pay.erp', { orderId: submitted.orderId, idempotencyKey: `refund-e2e-pay-${orders}`, payPassword: DEMO_BUYER.payPassword }, token);
  return { orderId: submitted.orderId, orderNo: submitted.orderNo, paid: submitted.payAmount };
}

/** The seller's side, through the gateway's development endpoints. */
async function dev(path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${live.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const envelope = (await response.json()) as { success: boolean; data: unknown; message?: string };
  if (!envelope.success) throw new Error(`${path}: ${envelope.message}`);
  return envelope.data;
}

/** Counts the calls to the gateway the page makes from now on. */
function countCalls(page: Page): () => number {
  let n = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/gw/')) n += 1;
  });
  return () => n;
}

const actionsOf = (page: Page) => page.getByRole('group', { name: '订单操作' });

test('acceptance 1: a partial refund with a reason and a photo, followed to the end; more than the rest is refused; an open request is withdrawn', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const token = await live.loginWithEmptyCart(context);

  // Unpaid: pay and cancel, no refund.
  const unpaid = await newOrder(token, true);
  await page.goto(`${live.url}/order/orderDetail?orderId=${unpaid.orderId}`);
  await expect(actionsOf(page).getByRole('button', { name: '去付款' })).toBeVisible();
  await expect(actionsOf(page).getByRole('button', { name: '取消订单' })).toBeVisible();
  await expect(page.getByRole('link', { name: '申请退款' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: '查看运单' })).toHaveCount(0);

  // Paid: request a refund, add items; waybills and service data.
  const { orderId, paid } = await newOrder(token);
  await page.goto(`${live.url}/order/orderDetail?orderId=${orderId}`);
  await expect(page.locator('.ord-hero')).toContainText('待发货');
  await expect(actionsOf(page).getByRole('link', { name: '申请退款' })).toBeVisible();
  await expect(actionsOf(page).getByRole('link', { name: '追加附加服务' })).toHaveAttribute('href', `/order/addItem?orderId=${orderId}`);
  await expect(page.getByRole('link', { name: '查看运单' })).toHaveAttribute('href', `/waybill/list?orderId=${orderId}`);
  await expect(page.getByRole('link', { name: '服务数据' })).toHaveAttribute('href', `/order/serviceData?orderId=${orderId}`);
  await expect(actionsOf(page).getByRole('button', { name: '取消订单' })).toHaveCount(0);
  await page.screenshot({ path: shot('refund-order-paid') });

  await actionsOf(page).getByRole('link', { name: '申请退款' }).click();
  await expect(page.getByRole('heading', { name: '申请退款' })).toBeVisible();
  await expect(page.getByText(`¥${paid}`).first()).toBeVisible();

  // Bad input: no reason, more than was paid — the catalogue's messages, nothing sent.
  const calls = countCalls(page);
  const amount = page.getByRole('textbox', { name: '退款金额' });
  await amount.fill(sumMoney([paid, '0.01']));
  await page.getByRole('button', { name: '提交申请' }).click();
  // Under the fields (the form also says the first problem in a toast).
  await expect(page.getByRole('alert').filter({ hasText: '请选择退款原因' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: `退款金额不能超过可退金额¥${paid}` })).toBeVisible();
  await amount.fill('0');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '退款金额须大于0' })).toBeVisible();
  expect(calls()).toBe(0);

  // A partial refund with a reason, a description and a photo.
  const part = '1000.50';
  await page.getByRole('group', { name: '退款原因' }).getByRole('button', { name: '卖家无法按时发货' }).click();
  await amount.fill(part);
  await page.getByRole('textbox', { name: '退款说明' }).fill('第二车未按时送达');
  const chooser = page.waitForEvent('filechooser');
  await page.getByLabel('添加凭证照片').click();
  await (await chooser).setFiles({ name: 'site.png', mimeType: 'image/png', buffer: PNG });
  // Uploaded at once (upload.image): a thumbnail with its remove button.
  await expect(page.getByRole('group', { name: '查看第1张凭证照片' })).toBeVisible();
  await expect(page.getByRole('button', { name: '删除第1张凭证照片' })).toBeVisible();
  await page.screenshot({ path: shot('refund-edit') });
  await page.getByRole('button', { name: '提交申请' }).click();

  // The progress, as the seller moves it on.
  await expect(page).toHaveURL(/\/order\/refundProgress\?orderId=.*&refundId=/);
  const refundId = new URL(page.url()).searchParams.get('refundId')!;
  await expect(page.getByRole('status').filter({ hasText: '待卖家审核' })).toBeVisible();
  await expect(page.getByText(`退款金额 ¥${part}`)).toBeVisible();
  // The kit's timeline: one step per event, the done ones marked finished.
  const steps = page.getByRole('group', { name: '进度' });
  await expect(steps.locator('.adm-step')).toHaveText([/提交退款申请/, /等待卖家审核/, /退款到账/]);
  await page.screenshot({ path: shot('refund-progress-pending') });
  await dev(DEV_REFUND_PATH, { refundId, action: 'approve' });
  await page.getByRole('button', { name: '刷新进度' }).click();
  await expect(page.getByRole('status').filter({ hasText: '卖家已同意' })).toBeVisible();
  await expect(steps.locator('.adm-step').nth(1)).toHaveText(/卖家同意退款/);
  await dev(DEV_REFUND_PATH, { refundId, action: 'refund' });
  await page.getByRole('button', { name: '刷新进度' }).click();
  await expect(page.getByRole('status').filter({ hasText: '退款已到账' })).toBeVisible();
  await expect(steps.locator('.adm-step-status-finish')).toHaveCount(3);
  await expect(page.getByRole('link', { name: '撤销申请' })).toHaveCount(0);
  await page.screenshot({ path: shot('refund-progress-refunded') });
  await page.getByRole('link', { name: '退款详情' }).click();
  await expect(page.getByText('第二车未按时送达')).toBeVisible();
  await expect(page.getByRole('button', { name: '凭证照片1' })).toBeVisible();
  await page.screenshot({ path: shot('refund-detail') });

  // The order shows what was refunded and links to the progress.
  const rest = subtractMoney(paid, part);
  await page.goto(`${live.url}/order/orderDetail?orderId=${orderId}`);
  await expect(page.getByText(`已退款 ¥${part}`)).toBeVisible();
  await expect(page.getByRole('link', { name: '退款进度' })).toHaveAttribute('href', `/order/refundProgress?orderId=${orderId}&refundId=${refundId}`);

  // A second refund for more than the rest is refused with a clear message, nothing sent.
  await actionsOf(page).getByRole('link', { name: '申请退款' }).click();
  await expect(page.getByText(`¥${rest}`).first()).toBeVisible();
  const before = countCalls(page);
  await page.getByRole('group', { name: '退款原因' }).getByRole('button', { name: '其他' }).click();
  await amount.fill(sumMoney([rest, '0.01']));
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `退款金额不能超过可退金额¥${rest}` })).toBeVisible();
  expect(before()).toBe(0);
  await page.screenshot({ path: shot('refund-edit-too-much') });
  // …and the gateway refuses it too when asked directly.
  await expect(live.typed('order.refundApply', { orderId, reason: '其他', amount: sumMoney([rest, '0.01']), images: [] }, token)).rejects.toThrow(
    `退款金额不能超过可退金额¥${rest}`,
  );

  // Withdrawing an open request.
  await amount.fill('20');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByRole('status').filter({ hasText: '待卖家审核' })).toBeVisible();
  await page.getByRole('link', { name: '撤销申请' }).click();
  await expect(page.getByRole('heading', { name: '撤销退款' })).toBeVisible();
  await page.screenshot({ path: shot('refund-close') });
  await page.getByRole('button', { name: '确认撤销' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已撤销' })).toBeVisible();
  await expect(page.getByRole('group', { name: '进度' }).locator('.adm-step')).toHaveText([/提交退款申请/, /已撤销申请/]);
  await page.goto(`${live.url}/order/orderDetail?orderId=${orderId}`);
  await expect(page.locator('.ord-hero')).toContainText('待发货');
  await expect(actionsOf(page).getByRole('link', { name: '申请退款' })).toBeVisible();
});

test('acceptance 2: the seller asks for a top-up; the buyer pays it on the provider page; the progress shows paid', async ({ page, context }) => {
  test.setTimeout(120_000);
  const token = await live.loginWithEmptyCart(context);
  const { orderId, paid } = await newOrder(token);
  const { supplementId } = (await dev(DEV_SUPPLEMENT_PATH, { orderId, amount: '256.80', reason: '现场实测方量多出0.6方' })) as { supplementId: string };

  await page.goto(`${live.url}/order/orderDetail?orderId=${orderId}`);
  await actionsOf(page).getByRole('link', { name: '补款' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/supplement\\?orderId=${orderId}$`));
  await expect(page.getByText('现场实测方量多出0.6方')).toBeVisible();
  await expect(page.getByText('¥256.80')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '待支付' })).toBeVisible();
  await page.screenshot({ path: shot('supplement') });
  await page.getByRole('link', { name: '去补款' }).click();
  await expect(page.getByRole('heading', { name: '补款明细' })).toBeVisible();
  await page.getByRole('radio', { name: /支付宝/ }).click();
  await expect(page.getByRole('radio', { name: /支付宝/ })).toHaveAttribute('aria-checked', 'true');
  await page.screenshot({ path: shot('supplement-pay') });
  await page.getByRole('button', { name: '确认支付 ¥256.80' }).click();

  // The (simulated) provider page, which returns to the top-up's progress.
  await expect(page).toHaveURL(/\/__provider\/pay\?/);
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/supplement/progress\\?orderId=${orderId}&supplementId=${supplementId}&`));
  await expect(page.getByRole('status').filter({ hasText: '已支付' })).toBeVisible();
  await expect(page.getByRole('group', { name: '进度' }).locator('.adm-step')).toHaveText([/生成补款单/, /完成支付.*¥256\.80/]);
  await expect(page.getByRole('group', { name: '进度' }).locator('.adm-step-status-finish')).toHaveCount(2);
  await page.screenshot({ path: shot('supplement-progress-paid') });

  // The order: paid once more, no top-up to pay; the progress linked from the detail.
  await page.goto(`${live.url}/order/orderDetail?orderId=${orderId}`);
  await expect(page.getByText(`¥${sumMoney([paid, '256.80'])}`)).toBeVisible();
  await expect(actionsOf(page).getByRole('link', { name: '补款' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: '补款进度' })).toBeVisible();
});

test('the actions by status (delivering, completed with the "more" sheet), and the refund and top-up screens in English', async ({ page, context }) => {
  test.setTimeout(120_000);
  const token = await live.loginWithEmptyCart(context);

  // Delivering: confirm receipt, request a refund.
  await page.goto(`${live.url}/order/orderDetail?orderId=${DEMO_IDS.orderDeliveringA}`);
  await expect(actionsOf(page).getByRole('button', { name: '确认收货' })).toBeVisible();
  await expect(actionsOf(page).getByRole('link', { name: '申请退款' })).toBeVisible();

  // Completed, with quality reports and an invoice to request: the rest behind "more"; delete asks first.
  await page.goto(`${live.url}/order/orderDetail?orderId=${DEMO_IDS.orderCompletedA}`);
  await expect(page.getByRole('link', { name: '质检报告' })).toHaveAttribute('href', `/qualityReport?orderId=${DEMO_IDS.orderCompletedA}`);
  await expect(actionsOf(page).getByRole('link', { name: '申请退款' })).toHaveCount(0);
  await page.screenshot({ path: shot('order-completed') });
  const detail = await live.typed('order.detail', { orderId: DEMO_IDS.orderCompletedA }, token);
  if (detail.afterSales.evaluate) await expect(page.getByRole('link', { name: '评价' })).toBeVisible();
  else await expect(page.getByRole('link', { name: '评价' })).toHaveCount(0);

  // The list card of a finished order can delete it, after a confirmation.
  const unpaid = await newOrder(token, true);
  await live.typed('order.cancel', { orderId: unpaid.orderId }, token);
  await page.goto(`${live.url}/order/orderList?status=cancelled`);
  const card = page.getByRole('article', { name: unpaid.orderNo });
  await card.getByRole('button', { name: '删除订单' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('article', { name: unpaid.orderNo })).toHaveCount(0);

  // In English: the order actions, a refund, a top-up.
  const { orderId } = await newOrder(token);
  const { supplementId } = (await dev(DEV_SUPPLEMENT_PATH, { orderId, amount: '88.00', reason: '现场实测方量多出0.2方' })) as { supplementId: string };
  // Paid with a top-up asked for: four actions — the bar shows two and "more" the rest.
  await page.goto(`${live.url}/order/orderDetail?orderId=${orderId}`);
  await expect(actionsOf(page).getByRole('link', { name: '补款' })).toBeVisible();
  await actionsOf(page).getByRole('button', { name: '更多' }).click();
  const sheet = page.getByRole('dialog', { name: '更多操作' });
  await expect(sheet.getByRole('link', { name: '追加附加服务' })).toHaveAttribute('href', `/order/addItem?orderId=${orderId}`);
  await expect(sheet.getByRole('link', { name: '申请开票' })).toBeVisible();
  await page.screenshot({ path: shot('order-actions-more') });
  await sheet.getByRole('button', { name: '取消' }).click();
  await expect(sheet).toBeHidden();
  await page.screenshot({ path: shot('order-detail-links'), fullPage: true });
  const refundId = (await live.typed('order.refundApply', { orderId, reason: '其他', amount: '12.34', images: [] }, token)).refundId;
  await page.evaluate(() => localStorage.setItem('locale', JSON.stringify('en')));
  await page.goto(`${live.url}/order/orderDetail?orderId=${orderId}`);
  await expect(actionsOf(page)).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Order actions' }).getByRole('link', { name: 'Pay top-up' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Refund progress' })).toBeVisible();
  await page.screenshot({ path: shot('en-order-detail') });
  await page.goto(`${live.url}/order/refundProgress?orderId=${orderId}&refundId=${refundId}`);
  await expect(page.getByRole('status').filter({ hasText: 'Waiting for the seller' })).toBeVisible();
  await page.screenshot({ path: shot('en-refund-progress') });
  await page.goto(`${live.url}/order/refundEdit?orderId=${orderId}&refundId=${refundId}`);
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();
  await page.screenshot({ path: shot('en-refund-edit') });
  await page.goto(`${live.url}/order/refundDetail?orderId=${orderId}&refundId=${refundId}`);
  await expect(page.getByText('Refund no.')).toBeVisible();
  await page.screenshot({ path: shot('en-refund-detail') });
  await page.goto(`${live.url}/order/closeRefund?orderId=${orderId}&refundId=${refundId}`);
  await expect(page.getByRole('button', { name: 'Withdraw' })).toBeVisible();
  await page.screenshot({ path: shot('en-refund-close') });
  await page.goto(`${live.url}/order/supplement?orderId=${orderId}`);
  await expect(page.getByRole('link', { name: 'Pay the top-up' })).toBeVisible();
  await page.screenshot({ path: shot('en-supplement') });
  await page.goto(`${live.url}/order/supplement/payDetail?orderId=${orderId}&supplementId=${supplementId}`);
  await expect(page.getByRole('button', { name: 'Pay ¥88.00' })).toBeVisible();
  await page.screenshot({ path: shot('en-supplement-pay') });
  await page.goto(`${live.url}/order/supplement/progress?orderId=${orderId}&supplementId=${supplementId}`);
  await expect(page.getByText('Top-up requested')).toBeVisible();
  await page.screenshot({ path: shot('en-supplement-progress') });
});
