import type { Page } from '@playwright/test';
import { deliveryDraft } from '../gateway/helpers/drafts.ts';
import { shot, useLiveGateway } from './support/liveGateway.ts';
import { expect, test } from './support/test.ts';

/**
 * The XSS corpus through every sink of server-written HTML, in real Chromium against the real gateway:
 * each payload is stored where a seller or the platform would write it, the page renders it through the
 * one sanitizer (src/lib/sanitize.ts), and the test taps everything in it. A payload that ran would set
 * the global probe `window.__xss`, open a dialog, or take the page away.
 */

const live = useLiveGateway();

/** Every trick of the corpus, each with a visible handle to tap. */
const PAYLOADS = [
  '<a href="java&#9;script:window.__xss=1">tab-hidden</a>',
  '<a href="java&#10;script:window.__xss=1">newline-hidden</a>',
  '<a href="&#106;avascript:window.__xss=1">entity-hidden</a>',
  '<a href=" &#14; javascript:window.__xss=1">control-hidden</a>',
  '<a href="JaVaScRiPt:alert(1)">alert-link</a>',
  '<base href="https://evil.example/">',
  '<svg width="120" height="30"><a xlink:href="javascript:window.__xss=1"><text x="5" y="20">svg-link</text></a></svg>',
  '<math><a xlink:href="javascript:window.__xss=1">math-link</a></math>',
  '<a href="data:text/html,&lt;script&gt;opener.__xss=1&lt;/script&gt;">data-link</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5vcGVuZXIuX194c3M9MTwvc2NyaXB0Pg==">data64-link</a>',
  '<p onclick="window.__xss=1" onmouseover="window.__xss=1">handler-text</p>',
  '<img src="x" onerror="window.__xss=1" alt="broken-image">',
  '<iframe srcdoc="&lt;script&gt;parent.__xss=1&lt;/script&gt;"></iframe>',
  '<form action="javascript:window.__xss=1"><button formaction="javascript:window.__xss=1">form-button</button><input type="submit" value="form-submit"></form>',
  '<div style="background:url(javascript:window.__xss=1);width:100px;height:20px">css-url</div>',
  '<a onclick="window.__xss=1">handler-link</a>',
  '<script>window.__xss=1</script><noscript><p title="</noscript><img src=x onerror=window.__xss=1>">noscript</p></noscript>',
  '<details open ontoggle="window.__xss=1"><summary>details-toggle</summary></details>',
];

const CORPUS = `<p>xss-start</p>${PAYLOADS.join('')}<p>xss-end</p>`;

/** Taps every element of the rendered corpus and checks that nothing ran and the page stayed. */
async function tapEverything(page: Page, container: ReturnType<Page['locator']>) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const popups: string[] = [];
  page.context().on('page', (opened) => popups.push(opened.url()));
  const where = page.url();
  const targets = container.locator('a, button, input, p, div, img, svg, text, summary, details');
  const count = await targets.count();
  expect(count).toBeGreaterThan(5);
  for (let i = 0; i < count; i += 1) {
    const target = targets.nth(i);
    if (!(await target.isVisible())) continue;
    await target.click({ force: true, timeout: 2000 }).catch(() => undefined);
    await page.waitForTimeout(50);
    expect(page.url(), `tapping element ${i} navigated`).toBe(where);
  }
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(popups).toEqual([]);
  // Nothing of the corpus that can run survived; no <base> changes where relative links go.
  const html = await container.innerHTML();
  expect(html).not.toMatch(/javascript:|data:text|onerror|onclick|ontoggle|onmouseover|<script|<iframe|<base|<form|<svg|<math|style=|formaction|srcdoc/i);
  expect(await page.evaluate(() => document.querySelectorAll('base').length)).toBe(0);
  expect(await page.evaluate(() => document.baseURI)).toBe(where);
}

test('a goods description (seller-written HTML) runs nothing, however the script is hidden', async ({ page }) => {
  await live.db.query('update goods set description = $1 where goods_id = $2', [CORPUS, 'g_concrete']);
  await page.goto(`${live.url}/shoppingDetail?goodsId=g_concrete`);
  const start = page.getByText('xss-start');
  await start.scrollIntoViewIfNeeded();
  await expect(page.getByText('xss-end')).toBeAttached();
  await tapEverything(page, start.locator('..'));
});

test('an article (agreement text from the platform) runs nothing, however the script is hidden', async ({ page }) => {
  await live.db.query('update articles set content = $1 where article_type = $2', [CORPUS, 'userAgreement']);
  await page.goto(`${live.url}/article/userAgreement`);
  const start = page.getByText('xss-start');
  await expect(start).toBeVisible();
  await tapEverything(page, start.locator('..'));
});

test('a message (platform-written HTML) shows, is marked read, and runs nothing, however the script is hidden', async ({ page, context }) => {
  await live.loginWithEmptyCart(context);
  await live.db.query('update messages set content = $1, read = false where message_id = $2', [CORPUS, 'msg_a_1']);
  await page.goto(`${live.url}/message/checkMsg?messageId=msg_a_1`);
  await expect(page.getByRole('heading', { name: '订单配送中' })).toBeVisible();
  await expect(page.getByText('订单消息')).toBeVisible();
  await page.screenshot({ path: shot('message-detail') });
  await expect.poll(async () => (await live.db.query<{ read: boolean }>('select read from messages where message_id = $1', ['msg_a_1']))[0]?.read).toBe(true);
  await tapEverything(page, page.getByText('xss-start').locator('..'));
  // Its order link leads on to the order.
  await page.getByRole('button', { name: '查看订单' }).click();
  await expect(page).toHaveURL(/\/order\/orderDetail\?orderId=ord_a_delivering$/);
});

test("another buyer's message or a missing one is the 404 page", async ({ page, context }) => {
  await live.loginWithEmptyCart(context);
  await page.goto(`${live.url}/message/checkMsg?messageId=msg_b_1`);
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await expect(page.getByRole('button', { name: '重试' })).toHaveCount(0);
});

/**
 * What a buyer writes (issue 17, "bad input everywhere"): a script payload is no format error in a name,
 * an address, a title or a driver's name (spec/validation.yaml plainText), so the gateway stores it as it
 * is; every list showing it must show it as text and run nothing — React escapes it, never HTML.
 */
test('script payloads a buyer wrote in a nickname, an address, a VAT title, a driver name and an order memo show as text and run nothing', async ({
  page,
  context,
}) => {
  const token = await live.loginWithEmptyCart(context);
  // Each field's own limit: the nickname, the receiver and the driver take 20 characters.
  const nickname = '<svg/onload=__xss=1>';
  const receiver = '<img src=x onerror=1';
  const detail = '<img src=x onerror="window.__xss=1">春东路508号';
  const title = '<script>window.__xss=1</script>建材公司';
  const driver = '<svg onload=__xss=1>';
  await live.typed('member.updateProfile', { nickname }, token);
  const address = {
    type: '1',
    receiverName: receiver,
    receiverMobile: '13900000088',
    province: '上海市',
    city: '上海市',
    district: '闵行区',
    detail,
    isDefault: false,
  };
  await live.typed('address.add', address, token);
  await live.typed('invoice.vatTitleSave', { titleType: 'personal', title }, token);
  await live.typed('vehicle.add', { plateNumber: '沪X12345', vehicleType: 'tipper', loadWeight: '20', driverName: driver }, token);
  const memo = '<img src=x onerror="window.__xss=1">请电话联系\n<script>window.__xss=1</script>';
  const order = await live.typed(
    'order.submit',
    { draft: deliveryDraft(undefined, { buyerMemo: memo }), idempotencyKey: `xss-memo-${Date.now()}`, agreementAccepted: true },
    token,
  );

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const shown: [string, string, string][] = [
    ['/Personalinformation', nickname, 'xss-nickname'],
    ['/receivingAddress', detail, 'xss-address'],
    ['/account/vatInvoice/list', title, 'xss-vat-title'],
    ['/myCar', driver, 'xss-driver'],
    [`/order/orderDetail?orderId=${order.orderId}`, '<img src=x onerror="window.__xss=1">请电话联系', 'xss-order-memo'],
  ];
  for (const [path, text, name] of shown) {
    await page.goto(`${live.url}${path}`);
    // Shown as the very characters typed (a rendered <img> or <svg> would have no such text).
    await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
    if (path === '/receivingAddress') await expect(page.getByText(receiver, { exact: false }).first()).toBeVisible();
    await page.screenshot({ path: shot(name) });
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss), path).toBeUndefined();
    expect(await page.locator('main img[src="x"], #root img[src="x"], #root svg[onload], #root script').count(), path).toBe(0);
  }
  expect(dialogs).toEqual([]);
});
