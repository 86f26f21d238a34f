import { cookies } from '../../generated/constants.gen.ts';
import { SECOND_BUYER } from '../../gateway/seed/index.ts';
import { deliveryDraft } from '../gateway/helpers/drafts.ts';
import { shot, useLiveGateway } from './support/liveGateway.ts';
import { installFakeBridge, nativeCalls, webviewUserAgent } from './support/native.ts';
import { expect, test } from './support/test.ts';

/**
 * Uploads in Chromium against the real gateway: the buyer attaches a voucher photo on /pay/offline with
 * the file chooser, it is uploaded (upload.image) and sent with the payment; the gateway keeps it with
 * the payment and serves it to the buyer, answers 404 to another buyer, and shows it on the seller's side
 * of the order (the gateway's seller desk), where confirming the money pays the order. A file named .jpg holding a
 * page is refused with the gateway's words and nothing is attached.
 */

const live = useLiveGateway();
test.describe.configure({ timeout: 120_000 });

/** A 1×1 PNG, and an HTML page dressed as a photo. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const HTML = Buffer.from('<!doctype html><script>alert(1)</script>');

test('a voucher photo attached on /pay/offline reaches the stored payment and is served to its buyer only', async ({ page, context }) => {
  const token = await live.login();
  await context.addCookies([{ name: cookies.token, value: token, url: live.url }]);
  const { orderId } = await live.typed('order.submit', { draft: deliveryDraft(), idempotencyKey: `e2e-upload-${Date.now()}`, agreementAccepted: true }, token);

  await page.goto(`${live.url}/pay/offline?orderId=${orderId}`);
  await expect(page.getByRole('heading', { name: '线下支付' })).toBeVisible();
  // Nothing attached: refused under the field, nothing sent.
  await page.getByRole('button', { name: '提交付款凭证' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '请上传1至6张付款凭证' })).toBeVisible();

  // A page named .jpg: the gateway decides by the bytes and refuses it; nothing is attached.
  await page.getByLabel('添加付款凭证').setInputFiles({ name: 'voucher.jpg', mimeType: 'image/jpeg', buffer: HTML });
  await expect(page.getByRole('status').filter({ hasText: '图片上传失败：仅支持 JPEG、PNG 或 WebP 图片' })).toBeVisible();
  await expect(page.getByRole('button', { name: '删除第1张付款凭证' })).toHaveCount(0);

  // The photo, through the file chooser as a buyer picks it.
  const chooser = page.waitForEvent('filechooser');
  await page.getByLabel('添加付款凭证').click({ force: true });
  await (await chooser).setFiles({ name: 'voucher.png', mimeType: 'image/png', buffer: PNG });
  const thumbnail = page.getByRole('group', { name: '查看第1张付款凭证' });
  await expect(thumbnail.locator('img')).toHaveJSProperty('complete', true);
  await expect.poll(() => thumbnail.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  const remove = page.getByRole('button', { name: '删除第1张付款凭证' });
  const box = (await remove.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);
  await page.getByRole('textbox', { name: '付款人' }).fill('张建国');
  await page.screenshot({ path: shot('uploads-pay-offline'), fullPage: true });
  await page.getByRole('button', { name: '提交付款凭证' }).click();
  await expect(page.getByText('付款信息已提交')).toBeVisible();

  // The gateway keeps the uploaded picture with the payment (there is no seller login to look with).
  const stored = await live.db.query<{ voucher: { voucherImages: string[] } }>("select voucher from payments where order_id = $1 and pay_way = 'offline'", [
    orderId,
  ]);
  const [url] = stored[0]!.voucher.voucherImages;
  expect(url).toMatch(/^\/gw\/files\/file_[0-9a-f]{16}$/);
  const own = await page.request.get(`${live.url}${url}`);
  expect(own.status()).toBe(200);
  expect(own.headers()['content-type']).toBe('image/png');
  expect(own.headers()['x-content-type-options']).toBe('nosniff');
  expect(own.headers()['content-disposition']).toMatch(/^inline; filename="voucher\.png"/);

  // Buyer B, logged in, gets 404 for A's voucher.
  const b = await live.typed('auth.login', { account: SECOND_BUYER.accountName, password: SECOND_BUYER.password });
  const other = await page.request.get(`${live.url}${url}`, { headers: { 'x-auth-token': b.token, cookie: `${cookies.token}=${b.token}` } });
  expect(other.status()).toBe(404);

  // The seller's side of the order (the gateway's seller desk) shows the photo, and confirming the money received pays the order.
  await page.goto(`${live.url}/__provider/seller?orderId=${orderId}`);
  const photo = page.getByRole('img', { name: '付款凭证1' });
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await expect(page.getByText('付款人：张建国')).toBeVisible();
  await page.screenshot({ path: shot('uploads-seller-desk'), fullPage: true });
  await page.getByRole('button', { name: '确认收款' }).click();
  await expect(page.getByText(/已确认收款/)).toBeVisible();
  await page.goto(`${live.url}/order/orderDetail?orderId=${orderId}`);
  await expect(page.getByText('待发货').first()).toBeVisible();
});

test.describe('inside the app', () => {
  test.use({ userAgent: webviewUserAgent });

  test('the voucher comes from the app’s own picker (pickImage), is uploaded and sent', async ({ page, context }) => {
    const token = await live.login();
    await context.addCookies([{ name: cookies.token, value: token, url: live.url }]);
    await installFakeBridge(page, { getToken: token, pickImage: [{ dataUrl: `data:image/png;base64,${PNG.toString('base64')}`, name: 'slip.png' }] });
    const { orderId } = await live.typed(
      'order.submit',
      { draft: deliveryDraft(), idempotencyKey: `e2e-upload-app-${Date.now()}`, agreementAccepted: true },
      token,
    );
    await page.goto(`${live.url}/pay/offline?orderId=${orderId}`);
    // No file input inside the app: the add button asks the app.
    await page.getByRole('button', { name: '添加付款凭证' }).click();
    await expect(page.getByRole('button', { name: '删除第1张付款凭证' })).toBeVisible();
    expect((await nativeCalls(page)).filter((m) => m.name === 'pickImage').map((m) => m.payload)).toEqual([{ count: 6 }]);
    await expect(page.locator('input[type="file"]')).toHaveCount(0);
    await page.getByRole('button', { name: '提交付款凭证' }).click();
    await expect(page.getByText('付款信息已提交')).toBeVisible();
    const stored = await live.db.query<{ voucher: { voucherImages: string[] } }>("select voucher from payments where order_id = $1 and pay_way = 'offline'", [
      orderId,
    ]);
    const [url] = stored[0]!.voucher.voucherImages;
    const served = await page.request.get(`${live.url}${url}`);
    expect(served.headers()['content-disposition']).toMatch(/^inline; filename="slip\.png"/);
  });
});
