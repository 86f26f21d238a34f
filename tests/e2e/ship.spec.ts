import type { BrowserContext, Page } from '@playwright/test';
import { cookies } from '../../generated/constants.gen.ts';
import { agreeAndSubmit, openCheckout } from './support/checkout.ts';
import { shot, useLiveGateway } from './support/liveGateway.ts';
import { expect, test } from './support/test.ts';

/**
 * The buyer's ships and captains (/myShip/list, /myShip/add, /myShip/bindCaptain, /myShip/select_myship,
 * /myCaptain, /myCaptain/add) against the real gateway: the demo buyer adds a ship, adds a captain (a bad
 * mobile first: the catalogue's message and no request) and binds them, then picks the ship for a
 * self-pickup by ship on the order confirm page and finds it in the submitted draft and the order detail;
 * then the same screens in English.
 */

const live = useLiveGateway();

async function logIn(context: BrowserContext): Promise<string> {
  const token = await live.login();
  await context.addCookies([{ name: cookies.token, value: token, url: live.url }]);
  return token;
}

/** Counts the gateway requests the page sends from now on. */
function countGatewayRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/gw/')) count += 1;
  });
  return () => count;
}

const ship = (page: Page, name: string) => page.getByRole('article', { name });

test('add a ship, add and bind its captain, pick the ship for a self-pickup by ship: in the submitted draft and the order detail', async ({
  page,
  context,
}) => {
  // Six screens and the order confirm page in one walk.
  test.setTimeout(60_000);
  const token = await logIn(context);
  const gatewayRequests = countGatewayRequests(page);

  // The list: the seed's ships with their captain (or none).
  await page.goto(`${live.url}/myShip/list`);
  await expect(page.getByRole('heading', { name: '我的船舶' })).toBeVisible();
  await expect(ship(page, '苏太仓货1888')).toContainText('船长：钱船长 13500000001');
  await expect(ship(page, '沪宝山货0606')).toContainText('未绑定船长');

  // Add a ship: a zero tonnage is refused on the page with the catalogue's message, nothing sent.
  await page.getByRole('button', { name: '添加船舶' }).click();
  await expect(page.getByRole('heading', { name: '添加船舶' })).toBeVisible();
  await page.getByRole('textbox', { name: '船名' }).fill('苏测试货2026');
  await page.getByRole('textbox', { name: '船舶登记号' }).fill('cn2026e2e01');
  await page.getByRole('group', { name: '船舶类型' }).getByRole('button', { name: '驳船' }).click();
  await page.getByRole('textbox', { name: '载重吨位（吨）' }).fill('0');
  let before = gatewayRequests();
  await page.getByRole('button', { name: '保存船舶' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '请输入大于0、最多两位小数的载重吨位' })).toBeVisible();
  expect(gatewayRequests()).toBe(before);
  await page.screenshot({ path: shot('ship-add-invalid') });
  await page.getByRole('textbox', { name: '载重吨位（吨）' }).fill('1500.5');
  await page.getByRole('button', { name: '保存船舶' }).click();

  // Back on the list, the new ship first, without a captain; the search finds it by its number.
  await expect(page.getByRole('heading', { name: '我的船舶' })).toBeVisible();
  await expect(ship(page, '苏测试货2026')).toContainText('驳船 · 载重1500.5吨 · 登记号：CN2026E2E01');
  await expect(ship(page, '苏测试货2026')).toContainText('未绑定船长');
  await page.getByRole('searchbox').fill('E2E01');
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByRole('button', { name: '为苏测试货2026绑定船长' }).click();

  // Bind a captain: add one first — a bad mobile shows the catalogue's message and sends nothing.
  await expect(page.getByRole('heading', { name: '绑定船长' })).toBeVisible();
  await expect(page.getByRole('radio', { name: '钱船长' })).not.toBeChecked();
  await page.getByRole('button', { name: '添加船长' }).click();
  await expect(page.getByRole('heading', { name: '添加船长' })).toBeVisible();
  await page.getByRole('textbox', { name: '姓名' }).fill('褚船长');
  await page.getByRole('textbox', { name: '手机号' }).fill('1350000');
  before = gatewayRequests();
  await page.getByRole('button', { name: '保存船长' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '请输入正确的11位手机号码' })).toBeVisible();
  expect(gatewayRequests()).toBe(before);
  await page.screenshot({ path: shot('captain-add-invalid') });
  await page.getByRole('textbox', { name: '手机号' }).fill('13500000099');
  await page.getByRole('textbox', { name: '船员证书编号' }).fill('CB-2026-0099');
  await page.getByRole('button', { name: '保存船长' }).click();

  await expect(page.getByRole('heading', { name: '绑定船长' })).toBeVisible();
  await expect(page.getByText('苏测试货2026', { exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: '选择船长' })).toContainText('现驾驶：苏太仓货1888');
  await page.getByRole('radio', { name: '褚船长' }).check();
  await page.screenshot({ path: shot('ship-bind-captain') });
  await page.getByRole('button', { name: '确定绑定' }).click();
  await expect(page.getByRole('heading', { name: '我的船舶' })).toBeVisible();
  await expect(ship(page, '苏测试货2026')).toContainText('船长：褚船长 13500000099');
  await page.screenshot({ path: shot('ship-list') });

  // The captain list shows the ship the new captain commands.
  await page.getByRole('button', { name: '我的船长' }).click();
  await expect(page.getByRole('heading', { name: '我的船长' })).toBeVisible();
  await expect(page.getByRole('article', { name: '褚船长' })).toContainText('驾驶船舶：苏测试货2026');
  await expect(page.getByRole('article', { name: '褚船长' })).toContainText('证书编号：CB-2026-0099');

  // Self-pickup by ship on the order confirm page.
  await openCheckout(live, context, page, token);
  await page.getByRole('group', { name: '配送方式' }).getByRole('button', { name: '自提' }).click();
  await page.getByRole('group', { name: '提货运力' }).getByRole('button', { name: '船舶提货' }).click();
  await expect(page.getByRole('region', { name: '提货船舶' })).toContainText('请选择提货船舶');
  await expect(page.getByRole('region', { name: '提货车辆' })).toHaveCount(0);
  await page.getByRole('button', { name: '选择提货船舶' }).click();
  await expect(page.getByRole('heading', { name: '选择船舶' })).toBeVisible();
  await page.getByRole('checkbox', { name: '苏测试货2026' }).check();
  await page.screenshot({ path: shot('ship-select') });
  await page.getByRole('button', { name: '确定（已选1艘）' }).click();
  await expect(page.getByRole('heading', { name: '确认订单' })).toBeVisible();
  await expect(page.getByRole('region', { name: '提货船舶' })).toContainText('苏测试货2026');
  await page.screenshot({ path: shot('ship-checkout') });

  const orderId = await agreeAndSubmit(page);
  // The submitted draft's take, as the gateway keeps it: the new ship, no vehicle.
  const shipId = (await live.typed('ship.list', { pageNum: 1, pageSize: 10, keyword: 'CN2026E2E01' }, token)).list[0]!.shipId;
  const detail = await live.typed('order.detail', { orderId }, token);
  expect(detail.orderItems[0]!.takeList![0]).toMatchObject({ takeType: 'selfPickup', vehicleList: [], shipList: [shipId] });
  expect(detail.delivery.pickupShips).toEqual(['苏测试货2026']);

  await page.goto(`${live.url}/order/orderDetail?orderId=${orderId}`);
  await expect(page.getByText('提货船舶')).toBeVisible();
  await expect(page.getByText('苏测试货2026')).toBeVisible();
});

test('in English: the ship list, the add forms with their checks, binding and the ship picker', async ({ page, context }) => {
  test.setTimeout(60_000);
  await logIn(context);
  await page.addInitScript(() => localStorage.setItem('locale', JSON.stringify('en')));
  const gatewayRequests = countGatewayRequests(page);

  await page.goto(`${live.url}/myShip/list`);
  await expect(page.getByRole('heading', { name: 'My ships' })).toBeVisible();
  await expect(ship(page, '苏太仓货1888')).toContainText('Captain: 钱船长 13500000001');
  await expect(page.getByRole('button', { name: 'Bind a captain to 沪宝山货0606' })).toHaveText('Bind captain');
  await page.getByRole('searchbox').fill('nothing like it');
  await expect(page.getByText('No ship matches')).toBeVisible();
  await page.screenshot({ path: shot('ship-list-en') });

  await page.getByRole('button', { name: 'Add a ship' }).click();
  await expect(page.getByRole('heading', { name: 'Add ship' })).toBeVisible();
  const before = gatewayRequests();
  await page.getByRole('button', { name: 'Save ship' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Enter a ship name of 1 to 30 characters' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'The registration number is 6 to 20 capital letters or digits' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Enter a tonnage above 0 with at most 2 decimals' })).toBeVisible();
  expect(gatewayRequests()).toBe(before);
  await page.screenshot({ path: shot('ship-add-en') });

  await page.goto(`${live.url}/myShip/bindCaptain?shipId=ship_a_2`);
  await expect(page.getByRole('heading', { name: 'Bind captain' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Choose a captain' })).toContainText('Commands: 苏太仓货1888');
  await page.getByRole('button', { name: 'Add a captain' }).click();
  await page.getByRole('button', { name: 'Save captain' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Enter a valid 11-digit mobile number starting with 1' })).toBeVisible();
  await page.screenshot({ path: shot('captain-add-en') });

  await page.goto(`${live.url}/myCaptain`);
  await expect(page.getByRole('heading', { name: 'My captains' })).toBeVisible();
  await expect(page.getByRole('article', { name: '冯船长' })).toContainText('No ship bound');

  await page.goto(`${live.url}/myShip/select_myship?from=${encodeURIComponent('/v2/order')}`);
  await expect(page.getByRole('heading', { name: 'Choose ships' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm (0 chosen)' }).click();
  await expect(page.getByText('Choose at least one ship')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: '沪宝山货0606' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Pickup ships' })).toContainText('Bulk carrier · 1500 t deadweight · Reg. no.: CN2018SH0606');
  await page.screenshot({ path: shot('ship-select-en') });
  // No catalogue key or Chinese UI word on the English screen (ship and captain names are data).
  await expect(page.locator('body')).not.toContainText(/ship\.|captain\.|undefined|船舶|空闲/);
});
