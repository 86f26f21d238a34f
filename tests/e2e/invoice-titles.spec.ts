import type { BrowserContext, Page } from '@playwright/test';
import { cookies } from '../../generated/constants.gen.ts';
import { DEMO_IDS } from '../../gateway/seed/index.ts';
import { openCheckout } from './support/checkout.ts';
import { shot, useLiveGateway } from './support/liveGateway.ts';
import { expect, test } from './support/test.ts';

/**
 * Issue 14, helper B, against the real gateway: the VAT invoice titles (/account/vatInvoice list and
 * edit) with the §5 checks, the default title preselected at checkout and the title picker's hand-back
 * (/account/invoice/select); the invoice list and detail (/account/invoice/list, details) and an order's
 * invoice (/order/invoice), at 375×667 in Chinese and in English.
 */

const live = useLiveGateway();

async function logIn(context: BrowserContext): Promise<string> {
  const token = await live.login();
  await context.addCookies([{ name: cookies.token, value: token, url: live.url }]);
  return token;
}

/** Counts the gateway calls the page makes from now on. */
function countGatewayCalls(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/gw/')) seen.count += 1;
  });
  return seen;
}

/**
 * Opens a page of the app and waits until its data has loaded: a fresh page load starts the signing worker
 * first, which takes seconds on a busy 2-core machine.
 */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${live.url}${path}`);
  await settled(page);
}

async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.list-state--loading')).toHaveCount(0, { timeout: 30_000 });
}

const inEnglish = async (page: Page) => {
  await page.evaluate(() => localStorage.setItem('locale', JSON.stringify('en')));
  await page.reload();
  await settled(page);
};

const NEW_TITLE = '上海新建材贸易有限公司';

test('VAT titles: a bad tax number is refused with nothing sent; fixed, saved and made default, checkout preselects it', async ({ page, context }) => {
  test.setTimeout(180_000);
  const token = await logIn(context);

  await open(page, '/account/vatInvoice/list');
  await expect(page.getByRole('heading', { name: '增票资质', level: 1 })).toBeVisible();
  const seeded = page.getByRole('article', { name: '上海示范建设工程有限公司' });
  await expect(seeded.getByText('税号：91310115MA1H7XQ2B8')).toBeVisible();
  await expect(seeded.getByText('默认', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('article', { name: '张建国' })).toBeVisible();
  await page.screenshot({ path: shot('vat-title-list') });

  // A new company title with a bad tax number and a bad bank account: the catalogue messages, no call.
  await page.getByRole('button', { name: '新增发票抬头' }).click();
  await expect(page.getByRole('heading', { name: '编辑增票资质', level: 1 })).toBeVisible();
  await expect(page.getByRole('radio', { name: '企业' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('textbox', { name: '发票抬头' }).fill(NEW_TITLE);
  await page.getByRole('textbox', { name: '税号' }).fill('9131-0000MA1FL4');
  await page.getByRole('textbox', { name: '银行账号' }).fill('6222 0212');
  const calls = countGatewayCalls(page);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '只能输入1至32位字母或数字' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: '请输入1至30位数字' })).toBeVisible();
  await page.screenshot({ path: shot('vat-title-edit-errors') });
  expect(calls.count).toBe(0);

  // Fixed: saved, back on the list.
  await page.getByRole('textbox', { name: '税号' }).fill('91310000MA1FL4XQ2B');
  await page.getByRole('textbox', { name: '开户银行' }).fill('招商银行上海分行');
  await page.getByRole('textbox', { name: '银行账号' }).fill('121909876510001');
  await page.getByRole('textbox', { name: '注册地址' }).fill('上海市黄浦区中山东一路1号');
  await page.getByRole('textbox', { name: '注册电话' }).fill('021-63210000');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/account\/vatInvoice\/list$/);
  const added = page.getByRole('article', { name: NEW_TITLE });
  await expect(added.getByText('税号：91310000MA1FL4XQ2B')).toBeVisible();
  expect(calls.count).toBeGreaterThan(0);

  // Set it as the default: the only default now, first in the list.
  await added.getByRole('button', { name: `将 ${NEW_TITLE} 设为默认` }).click();
  await expect(page.getByText('已设为默认抬头')).toBeVisible();
  await expect(added.getByText('默认', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('article').first()).toHaveAccessibleName(NEW_TITLE);
  const saved = await live.typed('invoice.vatTitles', { pageNum: 1, pageSize: 50 }, token);
  expect(saved.list.filter((t) => t.isDefault).map((t) => t.title)).toEqual([NEW_TITLE]);
  expect(saved.list.find((t) => t.title === NEW_TITLE)).toMatchObject({ bankAccount: '121909876510001', phone: '021-63210000' });

  // Delete the personal title, after the confirm dialog.
  await page.getByRole('button', { name: '删除 张建国' }).click();
  await expect(page.getByText('确定删除发票抬头“张建国”吗？')).toBeVisible();
  await page.screenshot({ path: shot('vat-title-delete-confirm') });
  await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('发票抬头已删除')).toBeVisible();
  await expect(page.getByRole('article', { name: '张建国' })).toHaveCount(0);
  await page.screenshot({ path: shot('vat-title-list-after') });

  // Checkout preselects the default title; a VAT special invoice keeps it (a company title).
  await openCheckout(live, context, page, token);
  const invoice = page.getByRole('region', { name: '发票' });
  await invoice.getByRole('button', { name: '普通发票' }).click();
  await expect(invoice.getByRole('radio', { name: NEW_TITLE })).toBeChecked();
  await invoice.getByRole('button', { name: '增值税专用发票' }).click();
  await expect(invoice.getByRole('radio', { name: NEW_TITLE })).toBeChecked();
  await expect(invoice.getByText('请选择发票抬头')).toHaveCount(0);
  await invoice.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('vat-title-checkout') });

  // The title picker hands the choice back to the page that asked (titleChoice.ts).
  const from = '/account/vatInvoice/list';
  await open(page, `/account/invoice/select?from=${encodeURIComponent(from)}&titleType=company&titleId=${DEMO_IDS.vatTitleA}`);
  await expect(page.getByRole('heading', { name: '选择发票抬头', level: 1 })).toBeVisible();
  await expect(page.getByText('增值税专用发票只能使用企业抬头')).toBeVisible();
  await expect(page.getByRole('button', { name: /^选择 / })).toHaveCount(2);
  await expect(page.getByRole('button', { name: '选择 上海示范建设工程有限公司' })).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: shot('invoice-title-select') });
  await page.getByRole('button', { name: `选择 ${NEW_TITLE}` }).click();
  await expect(page).toHaveURL(new RegExp(`${from}$`));
  const handed = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('buyerapp.invoiceTitleChoice') ?? 'null') as { from: string; title: { title: string } },
  );
  expect(handed).toMatchObject({ from, title: { title: NEW_TITLE } });

  // In English: the list, the form with a refused tax number, the picker.
  await inEnglish(page);
  await expect(page.getByRole('heading', { name: 'VAT invoice details', level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: NEW_TITLE }).getByText('Default', { exact: true }).first()).toBeVisible();
  await page.screenshot({ path: shot('vat-title-list-en') });
  await page.getByRole('button', { name: `Edit ${NEW_TITLE}` }).click();
  await expect(page.getByRole('textbox', { name: 'Tax number' })).toHaveValue('91310000MA1FL4XQ2B');
  await page.getByRole('textbox', { name: 'Tax number' }).fill('中文');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Use 1 to 32 letters or digits only' })).toBeVisible();
  await page.screenshot({ path: shot('vat-title-edit-en') });
  await open(page, '/account/invoice/select');
  await expect(page.getByRole('button', { name: `Choose ${NEW_TITLE}` })).toBeVisible();
  await page.screenshot({ path: shot('invoice-title-select-en') });
});

test('invoices: applied and issued in the list by status, the detail with its orders and document, an order’s invoice', async ({ page, context }) => {
  test.setTimeout(180_000);
  const token = await logIn(context);
  // The delivering order is received (completed), then invoiced on paper by post; the completed one by
  // e-mail, and its seller issues it (a state no buyer call causes).
  await live.typed('order.confirmReceipt', { orderId: DEMO_IDS.orderDeliveringA }, token);
  const [paperId] = (
    await live.typed(
      'invoice.apply',
      {
        orderIds: [DEMO_IDS.orderDeliveringA],
        invoiceType: 'vat',
        titleId: DEMO_IDS.vatTitleA,
        receiveWay: 'post',
        addressId: DEMO_IDS.addressA,
        idempotencyKey: 'e2e-titles-paper',
      },
      token,
    )
  ).invoiceIds;
  const [issuedId] = (
    await live.typed(
      'invoice.apply',
      {
        orderIds: [DEMO_IDS.orderCompletedA],
        invoiceType: 'normal',
        titleId: DEMO_IDS.vatTitleA,
        receiveWay: 'email',
        email: 'finance@example.com',
        idempotencyKey: 'e2e-titles-email',
      },
      token,
    )
  ).invoiceIds;
  await live.db.query(`update invoices set status = 'issued', invoice_no = '031002600111', issued_at = now(), file_urls = $2::jsonb where invoice_id = $1`, [
    issuedId,
    JSON.stringify(['/demo/invoice-031002600111.pdf']),
  ]);

  await open(page, '/account/invoice/list');
  await expect(page.getByRole('heading', { name: '我的发票', level: 1 })).toBeVisible();
  const paper = page.getByRole('link', { name: '查看发票 上海示范建设工程有限公司 ¥5200.00' });
  const issued = page.getByRole('link', { name: '查看发票 上海示范建设工程有限公司 ¥13890.00' });
  await expect(paper.getByText('已申请')).toBeVisible();
  await expect(paper.getByText('增值税专用发票')).toBeVisible();
  await expect(issued.getByText('已开票')).toBeVisible();
  await page.screenshot({ path: shot('invoice-list') });
  await page.getByRole('tab', { name: '已申请' }).click();
  await expect(page).toHaveURL(/status=applied/);
  await expect(paper).toBeVisible();
  await expect(issued).toHaveCount(0);
  await page.getByRole('tab', { name: '已驳回' }).click();
  await expect(page.getByText('暂无已驳回的发票')).toBeVisible();
  await page.getByRole('tab', { name: '已开票' }).click();
  await expect(issued).toBeVisible();
  await expect(paper).toHaveCount(0);

  // The issued invoice: its document opens in a new tab.
  await issued.click();
  await expect(page).toHaveURL(new RegExp(`/account/invoice/details\\?invoiceId=${issuedId}$`));
  await expect(page.getByText('031002600111')).toBeVisible();
  await expect(page.getByRole('link', { name: '查看订单 DD2026100100001' })).toContainText('¥13890.00');
  await expect(page.getByText('finance@example.com')).toBeVisible();
  await page.screenshot({ path: shot('invoice-detail-issued') });
  const documentTab = context.waitForEvent('page');
  await page.getByRole('button', { name: '查看发票' }).click();
  const opened = await documentTab;
  await expect.poll(() => opened.url()).toBe(`${live.url}/demo/invoice-031002600111.pdf`);
  await opened.close();

  // The applied paper invoice: no document yet, its order, amount, tax, title and postal address.
  await open(page, `/account/invoice/details?invoiceId=${paperId}`);
  const summary = page.getByRole('region', { name: '发票信息' });
  await expect(summary.getByText('已申请')).toBeVisible();
  await expect(summary.getByText('¥5200.00')).toBeVisible();
  await expect(summary.getByText('¥598.23')).toBeVisible();
  await expect(page.getByText('开票后可在此查看发票文件')).toBeVisible();
  await expect(page.getByRole('region', { name: '发票抬头' }).getByText('91310115MA1H7XQ2B8')).toBeVisible();
  await expect(page.getByRole('link', { name: '查看订单 DD2026101500002' })).toBeVisible();
  await expect(page.getByText('纸质发票，邮寄')).toBeVisible();
  await expect(page.getByText(/^张建国 13800000001 .*川沙路88号/)).toBeVisible();
  await page.screenshot({ path: shot('invoice-detail-applied'), fullPage: true });

  // An order's invoice links to its detail; an order without one says so and offers to apply.
  await open(page, `/order/invoice?orderId=${DEMO_IDS.orderDeliveringA}`);
  await expect(page.getByRole('heading', { name: '订单发票', level: 1 })).toBeVisible();
  await expect(page.getByText('订单号：DD2026101500002')).toBeVisible();
  await page.screenshot({ path: shot('order-invoice') });
  await page.getByRole('link', { name: '查看发票 上海示范建设工程有限公司 ¥5200.00' }).click();
  await expect(page).toHaveURL(new RegExp(`invoiceId=${paperId}$`));
  await open(page, `/order/invoice?orderId=${DEMO_IDS.orderContractA}`);
  await expect(page.getByText('该订单还没有发票')).toBeVisible();
  await expect(page.getByText('¥13590.00')).toBeVisible();
  await page.screenshot({ path: shot('order-invoice-none') });
  // 申请开票 opens the apply form with this order.
  await page.getByRole('button', { name: '申请开票' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/invoice/apply\\?orderIds=${DEMO_IDS.orderContractA}$`));
  // Another buyer's order does not exist for this one.
  await open(page, `/order/invoice?orderId=${DEMO_IDS.orderCompletedB}`);
  await expect(page.getByText('订单不存在')).toBeVisible();

  // In English.
  await open(page, '/account/invoice/list');
  await inEnglish(page);
  await expect(page.getByRole('heading', { name: 'My invoices', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the invoice 上海示范建设工程有限公司 ¥5200.00' }).getByText('Applied', { exact: true })).toBeVisible();
  await page.screenshot({ path: shot('invoice-list-en') });
  await open(page, `/account/invoice/details?invoiceId=${issuedId}`);
  await expect(page.getByRole('button', { name: 'View the invoice' })).toBeVisible();
  await page.screenshot({ path: shot('invoice-detail-en') });
  await open(page, `/order/invoice?orderId=${DEMO_IDS.orderContractA}`);
  await expect(page.getByText('This order has no invoice yet')).toBeVisible();
  await page.screenshot({ path: shot('order-invoice-en') });
});
