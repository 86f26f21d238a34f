import type { Page } from '@playwright/test';
import { sumMoney } from '@/domain';
import { cookies } from '../../generated/constants.gen.ts';
import { DEMO_BUYER, DEMO_IDS } from '../../gateway/seed/index.ts';
import { deliveryDraft } from '../gateway/helpers/drafts.ts';
import { shot, useLiveGateway } from './support/liveGateway.ts';
import { expect as baseExpect, test } from './support/test.ts';

/**
 * Choosing orders to invoice and applying (issue 14, acceptance 1, 2, 4 and 7) against the real gateway
 * (one in-memory gateway for this file, demo data; the tests run in order on the same data). Paid orders
 * are made through the calls the checkout and the cashier use (order.submit, pay.wallet).
 */

const live = useLiveGateway();
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

let keys = 0;
/** A new order of the demo buyer for concrete (seller 华东商砼), paid from the wallet. */
async function paidOrder(token: string): Promise<{ orderId: string; orderNo: string; amount: string }> {
  const key = () => `e2e-invoice-${Date.now()}-${(keys += 1)}`;
  const submitted = await live.typed('order.submit', { draft: deliveryDraft(), idempotencyKey: key(), agreementAccepted: true }, token);
  await live.typed('pay.wallet', { orderId: submitted.orderId, idempotencyKey: key(), payPassword: DEMO_BUYER.payPassword }, token);
  const detail = await live.typed('order.detail', { orderId: submitted.orderId }, token);
  return { orderId: detail.orderId, orderNo: detail.orderNo, amount: detail.paidAmount };
}

async function login(page: Page): Promise<string> {
  const token = await live.login();
  await page.context().addCookies([{ name: cookies.token, value: token, url: live.url }]);
  return token;
}

/** The requests to the gateway API the page sends while `act` runs. */
async function gatewayRequests(page: Page, act: () => Promise<void>): Promise<string[]> {
  const sent: string[] = [];
  const listen = (request: { url(): string }) => {
    if (new URL(request.url()).pathname.startsWith('/gw/')) sent.push(request.url());
  };
  page.on('request', listen);
  await act();
  await page.waitForTimeout(500);
  page.off('request', listen);
  return sent;
}

const selectableIds = async (token: string) =>
  (await live.typed('invoice.selectableOrders', { pageNum: '1', pageSize: '100' }, token)).list.map((o) => o.orderId);

test('two paid orders of one seller: select both, a VAT special invoice with a saved title for their exact sum; paper asks for an address, e-mail is checked; never twice', async ({
  page,
}) => {
  const token = await login(page);
  const first = await paidOrder(token);
  const second = await paidOrder(token);
  const sum = sumMoney([first.amount, second.amount]);

  await page.goto(`${live.url}/account/invoice/order`);
  await expect(page.getByRole('heading', { name: '选择开票订单' })).toBeVisible();
  const shop = page.getByRole('region', { name: '华东商砼有限公司' });
  await expect(shop.getByText(`订单号 ${first.orderNo}`)).toBeVisible();
  await expect(page.getByRole('region', { name: '建材云平台自营' })).toBeVisible();
  await page.screenshot({ path: shot('invoice-order-select') });

  // The order's invoicing details, then back to the selection.
  await shop.getByRole('link', { name: `订单 ${first.orderNo} 的开票详情` }).click();
  await expect(page.getByRole('heading', { name: '开票订单详情' })).toBeVisible();
  await expect(page.getByTestId('invoice-order-invoiceable')).toHaveText(`¥${first.amount}`);
  await expect(page.getByText('还没有申请过发票')).toBeVisible();
  await page.screenshot({ path: shot('invoice-order-info') });
  await page.goBack();

  await shop.getByRole('checkbox', { name: `选择订单 ${first.orderNo}` }).check();
  await shop.getByRole('checkbox', { name: `选择订单 ${second.orderNo}` }).check();
  await expect(page.getByTestId('invoice-selected-total')).toHaveText(`¥${sum}`);
  await expect(page.getByText(/家卖家的订单/)).toHaveCount(0); // one seller: no per-seller note
  await page.getByRole('button', { name: '申请开票(2)' }).click();

  await expect(page.getByRole('heading', { name: '申请开票' })).toBeVisible();
  await expect(page.getByTestId('invoice-apply-total')).toHaveText(`¥${sum}`);
  await page.screenshot({ path: shot('invoice-apply') });
  await page.getByRole('radio', { name: '增值税专用发票' }).check();
  // The saved default title (a complete company title) is the one used.
  await expect(page.getByText('上海示范建设工程有限公司')).toBeVisible();
  await expect(page.getByRole('link', { name: '增票资质帮助' })).toHaveAttribute('href', '/article/vatinvoice-help');
  await expect(page.getByRole('link', { name: '《增票资质确认书》' })).toHaveAttribute('href', '/article/vatinvoice-agree');

  // Electronic: a malformed e-mail and the agreement not accepted → catalogue messages, nothing sent.
  const email = page.getByRole('textbox', { name: '接收邮箱' });
  await email.fill('finance@example');
  const sent = await gatewayRequests(page, () => page.getByRole('button', { name: '提交申请' }).click());
  expect(sent).toEqual([]);
  await expect(page.getByRole('alert').filter({ hasText: '请输入正确的邮箱地址' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: '请阅读并同意《增票资质确认书》' })).toBeVisible();
  await page.screenshot({ path: shot('invoice-apply-problems') });

  // Paper: a receiving address instead of the e-mail (the default one, changeable).
  await page.getByRole('radio', { name: '纸质发票（邮寄）' }).check();
  await expect(email).toHaveCount(0);
  await expect(page.getByText('川沙路88号 示范项目工地 3号门')).toBeVisible();
  await expect(page.getByRole('button', { name: '更换邮寄地址' })).toBeVisible();
  await page.screenshot({ path: shot('invoice-apply-paper') });

  // The draft survives the trip to the title picker (the same title chosen again) and a reload.
  await page.getByRole('button', { name: '选择其他抬头' }).click();
  await expect(page.getByRole('heading', { name: '选择发票抬头' })).toBeVisible();
  await page.getByRole('button', { name: '选择 上海示范建设工程有限公司' }).click();
  await expect(page.getByRole('heading', { name: '申请开票' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('radio', { name: '增值税专用发票' })).toBeChecked();
  await expect(page.getByRole('radio', { name: '纸质发票（邮寄）' })).toBeChecked();
  await expect(page.getByText('上海示范建设工程有限公司')).toBeVisible();

  // Back to electronic (the e-mail typed before is still there) with a good e-mail; accept the agreement and apply.
  await page.getByRole('radio', { name: '电子发票（发送到邮箱）' }).check();
  await expect(email).toHaveValue('finance@example');
  await email.fill('finance@example.com');
  await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page).toHaveURL(/\/account\/invoice\/list/);

  // The invoice is applied for, for the exact sum; both orders show it and are no longer selectable.
  const invoices = await live.typed('invoice.list', { status: 'applied', pageNum: '1', pageSize: '50' }, token);
  const invoice = invoices.list.find((i) => i.amount === sum && i.invoiceType === 'vat');
  expect(invoice).toMatchObject({ status: 'applied', issuerName: '华东商砼有限公司', title: '上海示范建设工程有限公司' });
  for (const order of [first, second]) {
    const of = await live.typed('invoice.ofOrder', { orderId: order.orderId }, token);
    expect(of.invoices.map((i) => i.invoiceId)).toEqual([invoice!.invoiceId]);
  }
  const left = await selectableIds(token);
  expect(left).not.toContain(first.orderId);
  expect(left).not.toContain(second.orderId);

  // Applying again for either order: the gateway refuses with a clear message; the form says they are gone.
  await expect(
    live.typed(
      'invoice.apply',
      {
        orderIds: [second.orderId],
        invoiceType: 'vat',
        titleId: DEMO_IDS.vatTitleA,
        receiveWay: 'email',
        email: 'finance@example.com',
        idempotencyKey: 'e2e-again',
      },
      token,
    ),
  ).rejects.toThrow(`订单${second.orderNo}已申请开票，不能重复申请`);
  await page.goto(`${live.url}/account/invoice/apply?orderIds=${first.orderId}`);
  await expect(page.getByText('所选订单已不能开票（可能已申请过），请重新选择')).toBeVisible();
});

test('orders of two sellers cannot go on one invoice: the selection says so and applies per seller; every screen in English', async ({ page }) => {
  const token = await login(page);

  // The add-invoice forms: a shop's goods, the platform's, and the ship freight of each.
  for (const [path, heading, name] of [
    ['personal', '店铺商品开票', 'invoice-add-personal'],
    ['platform', '平台自营商品开票', 'invoice-add-platform'],
    ['personal-ship', '店铺船运运费开票', 'invoice-add-personal-ship'],
    ['platform-ship', '平台船运运费开票', 'invoice-add-platform-ship'],
  ] as const) {
    await page.goto(`${live.url}/add_Invoice/${path}`);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    // The form, or (no shop ships by water in the demo data) the empty state.
    await expect(page.getByRole('radio', { name: '普通发票' }).or(page.getByText('暂无可开票的业务'))).toBeVisible();
    await page.screenshot({ path: shot(name) });
  }
  await expect(page.getByText('运单号 YD2026092100005')).toBeVisible(); // the signed ship waybill's freight

  // Select all: the orders of both sellers; the bar says one invoice per seller.
  const selectable = (await live.typed('invoice.selectableOrders', { pageNum: '1', pageSize: '100' }, token)).list;
  const bySeller = new Map<string, string[]>();
  for (const order of selectable) bySeller.set(order.sellerName, [...(bySeller.get(order.sellerName) ?? []), order.invoiceableAmount]);
  expect(bySeller.size).toBe(2);
  await page.goto(`${live.url}/account/invoice/order`);
  await page.getByRole('checkbox', { name: '全选' }).check();
  await expect(page.getByRole('status').filter({ hasText: '家卖家' })).toHaveText(
    '已选 2 家卖家的订单：一张发票只能包含同一卖家的订单，将按卖家分别申请 2 张发票。',
  );
  await expect(page.getByTestId('invoice-selected-total')).toHaveText(`¥${sumMoney(selectable.map((o) => o.invoiceableAmount))}`);
  await page.screenshot({ path: shot('invoice-order-select-two-sellers') });
  await page.getByRole('button', { name: `申请开票(${selectable.length})` }).click();

  await expect(page.getByRole('note').filter({ hasText: '家卖家' })).toHaveText('所选订单来自 2 家卖家，将按卖家分别申请 2 张发票');
  for (const [seller, amounts] of bySeller) {
    await expect(page.getByText(`开票方：${seller}`)).toBeVisible();
    await expect(page.locator('.inv-sums__row').filter({ hasText: seller })).toContainText(`¥${sumMoney(amounts)}`);
  }
  await page.getByRole('textbox', { name: '接收邮箱' }).fill('finance@example.com');
  await page.screenshot({ path: shot('invoice-apply-two-sellers') });
  const before = (await live.typed('invoice.list', { pageNum: '1', pageSize: '50' }, token)).total;
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page).toHaveURL(/\/account\/invoice\/list/);

  // Two invoices, one per seller, each for the exact sum of its orders; nothing left to select.
  const after = await live.typed('invoice.list', { pageNum: '1', pageSize: '50' }, token);
  expect(after.total).toBe(before + 2);
  const newest = after.list.slice(0, 2);
  for (const [seller, amounts] of bySeller) expect(newest.find((i) => i.issuerName === seller)?.amount).toBe(sumMoney(amounts));
  expect(await selectableIds(token)).toEqual([]);

  // Every screen in English (a new paid order to show).
  const order = await paidOrder(token);
  await page.evaluate(() => localStorage.setItem('locale', JSON.stringify('en')));
  await page.goto(`${live.url}/account/invoice/order`);
  await expect(page.getByRole('heading', { name: 'Choose orders to invoice' })).toBeVisible();
  await page.getByRole('checkbox', { name: `Select order ${order.orderNo}` }).check();
  await page.screenshot({ path: shot('invoice-order-select-en') });
  await page.getByRole('button', { name: 'Request (1)' }).click();
  await expect(page.getByRole('heading', { name: 'Request an invoice' })).toBeVisible();
  await page.getByRole('radio', { name: 'A new title' }).check();
  await page.getByRole('radio', { name: 'VAT special invoice' }).check();
  await page.getByRole('textbox', { name: 'Tax number' }).fill('913-10');
  const sent = await gatewayRequests(page, () => page.getByRole('button', { name: 'Submit' }).click());
  expect(sent).toEqual([]);
  await expect(page.getByRole('alert').filter({ hasText: 'Use 1 to 32 letters or digits only' })).toBeVisible();
  await page.screenshot({ path: shot('invoice-apply-en') });
  await page.goto(`${live.url}/account/invoice/order-info?orderId=${order.orderId}`);
  await expect(page.getByRole('button', { name: 'Request an invoice for this order' })).toBeVisible();
  await page.screenshot({ path: shot('invoice-order-info-en') });
  for (const path of ['personal', 'platform', 'personal-ship', 'platform-ship']) {
    await page.goto(`${live.url}/add_Invoice/${path}`);
    await expect(page.getByRole('radio', { name: 'Ordinary invoice' }).or(page.getByText('Nothing to invoice here'))).toBeVisible();
    await page.screenshot({ path: shot(`invoice-add-${path}-en`) });
  }
});
