import type { BrowserContext, Page } from '@playwright/test';
import { cookies } from '../../generated/constants.gen.ts';
import { openCheckout } from './support/checkout.ts';
import { shot, useLiveGateway } from './support/liveGateway.ts';
import { expect, test } from './support/test.ts';

/**
 * The buyer's vehicles (/myCar and its editors) and drivers (/mydriver, /mydriver/editordetail) against the
 * real gateway: a vehicle added, picked at a self-pickup, edited and deleted; a bad plate or ID card number
 * refused with the catalogue message and no request sent; the monitored vehicle's locked editor; English.
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

const card = (page: Page, plate: string) => page.getByRole('article', { name: plate });

test('a vehicle is added (a bad plate refused, nothing sent), picked at a self-pickup, edited and deleted; the tracked one keeps its plate', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const token = await logIn(context);
  const calls = countGatewayCalls(page);

  await page.goto(`${live.url}/myCar`);
  await expect(page.getByRole('heading', { name: '我的车辆' })).toBeVisible();
  await expect(card(page, '沪B56789')).toContainText('已接入车控');
  await expect(card(page, '沪C13579')).toContainText('未接入车控');
  await page.screenshot({ path: shot('vehicle-list') });

  // Add: a bad plate shows the catalogue message and sends nothing.
  await page.getByRole('button', { name: '添加车辆' }).click();
  await expect(page.getByRole('heading', { name: '车辆信息' })).toBeVisible();
  await page.getByRole('textbox', { name: '车牌号' }).fill('沪A12');
  await page.getByRole('textbox', { name: '核定载重（吨）' }).fill('25');
  const before = calls.count;
  await page.getByRole('button', { name: '保存车辆' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '请输入正确的车牌号' })).toBeVisible();
  await page.screenshot({ path: shot('vehicle-add-bad-plate') });
  expect(calls.count).toBe(before);
  await page.getByRole('textbox', { name: '车牌号' }).fill('沪d66666');
  await page.getByRole('button', { name: '搅拌车' }).click();
  await page.getByRole('textbox', { name: '司机姓名' }).fill('冯师傅');
  await page.getByRole('textbox', { name: '司机手机号' }).fill('13700000066');
  await page.getByRole('button', { name: '保存车辆' }).click();
  await expect(page.getByRole('heading', { name: '我的车辆' })).toBeVisible();
  await expect(card(page, '沪D66666')).toContainText('搅拌车 · 核定载重25吨');
  await expect(card(page, '沪D66666')).toContainText('司机：冯师傅 13700000066');

  // Picked at a self-pickup on the order confirm page.
  await openCheckout(live, context, page, token);
  await page.getByRole('group', { name: '配送方式' }).getByRole('button', { name: '自提' }).click();
  await page.getByRole('button', { name: '选择提货车辆' }).click();
  await expect(page.getByRole('heading', { name: '选择车辆' })).toBeVisible();
  await page.getByRole('checkbox', { name: '沪D66666' }).check();
  await page.getByRole('button', { name: /确定（已选1辆）/ }).click();
  await expect(page.getByRole('region', { name: '提货车辆' })).toContainText('沪D66666');

  // Edit: the untracked editor, every field open.
  await page.goto(`${live.url}/myCar`);
  await page.getByRole('button', { name: '编辑 沪D66666' }).click();
  await expect(page).toHaveURL(/\/myCar\/editVehicleNoControls\?vehicleId=/);
  await expect(page.getByRole('heading', { name: '编辑车辆（未接入车控）' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: '车牌号' })).toHaveValue('沪D66666');
  await expect(page.getByRole('textbox', { name: '车牌号' })).toBeEditable();
  await page.getByRole('textbox', { name: '核定载重（吨）' }).fill('28.5');
  await page.getByRole('textbox', { name: '司机手机号' }).fill('2370000006');
  const beforeEdit = calls.count;
  await page.getByRole('button', { name: '保存车辆' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '请输入正确的11位手机号码' })).toBeVisible();
  expect(calls.count).toBe(beforeEdit);
  await page.getByRole('textbox', { name: '司机手机号' }).fill('13700000067');
  await page.getByRole('button', { name: '保存车辆' }).click();
  await expect(card(page, '沪D66666')).toContainText('核定载重28.5吨');

  // /myCar/edit sends a tracked vehicle to the tracked editor: plate and device locked, the rest editable.
  await page.goto(`${live.url}/myCar/edit?vehicleId=veh_a_tipper`);
  await expect(page).toHaveURL(/\/myCar\/editVehicleControls\?vehicleId=veh_a_tipper$/);
  await expect(page.getByRole('note')).toContainText('已接入车控');
  await expect(page.getByRole('textbox', { name: '车牌号' })).not.toBeEditable();
  await expect(page.getByRole('textbox', { name: '监控设备号' })).not.toBeEditable();
  await expect(page.getByRole('switch', { name: '已安装监控设备' })).toBeDisabled();
  await page.screenshot({ path: shot('vehicle-edit-controlled') });
  await page.getByRole('textbox', { name: '核定载重（吨）' }).fill('21');
  await page.getByRole('button', { name: '保存车辆' }).click();
  await expect(page.getByRole('heading', { name: '我的车辆' })).toBeVisible();
  await expect(card(page, '沪B56789')).toContainText('核定载重21吨');

  // Delete after a confirmation.
  await page.getByRole('button', { name: '删除 沪D66666' }).click();
  await expect(page.getByRole('dialog')).toContainText('确定删除车辆 沪D66666 吗？');
  await page.screenshot({ path: shot('vehicle-delete-confirm') });
  await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('车辆已删除')).toBeVisible();
  await expect(card(page, '沪D66666')).toHaveCount(0);
  expect(await live.db.query("select 1 from vehicles where plate_number = '沪D66666'")).toEqual([]);
});

test('a driver’s detail and edit: a bad ID card number refused with nothing sent, a good one saved; then the pages in English', async ({ page, context }) => {
  test.setTimeout(60_000);
  await logIn(context);
  const calls = countGatewayCalls(page);

  await page.goto(`${live.url}/mydriver`);
  await expect(page.getByRole('heading', { name: '我的司机' })).toBeVisible();
  await page.getByRole('link', { name: '查看司机 吴师傅' }).click();
  await expect(page.getByRole('heading', { name: '司机信息' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '13600000002' })).toBeVisible();
  await page.screenshot({ path: shot('driver-detail') });
  await page.getByRole('button', { name: '编辑司机信息' }).click();
  await expect(page.getByRole('textbox', { name: '身份证号' })).toBeVisible();

  const before = calls.count;
  await page.getByRole('textbox', { name: '身份证号' }).fill('11010519491231');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '请输入正确的18位身份证号码' })).toBeVisible();
  await page.getByRole('textbox', { name: '身份证号' }).fill('110105194912310021');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '身份证号码校验位不正确，请核对' })).toBeVisible();
  await page.screenshot({ path: shot('driver-edit-bad-id') });
  expect(calls.count).toBe(before);

  await page.getByRole('textbox', { name: '身份证号' }).fill('11010519491231002x');
  await page.getByRole('button', { name: 'A2' }).click();
  await page.getByRole('button', { name: '沪C13579' }).click();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('司机信息已保存')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '11010519491231002X' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '沪C13579' })).toBeVisible();
  expect(await live.db.query("select id_card_no, license_type, vehicle_id from drivers where driver_id = 'drv_a_2'")).toEqual([
    { id_card_no: '11010519491231002X', license_type: 'A2', vehicle_id: 'veh_a_flat' },
  ]);

  // English: the list, the vehicle form's plate check and the driver form's ID check in the buyer's language.
  await page.evaluate(() => localStorage.setItem('locale', JSON.stringify('en')));
  await page.goto(`${live.url}/myCar`);
  await expect(page.getByRole('heading', { name: 'My vehicles' })).toBeVisible();
  await expect(card(page, '沪C13579')).toContainText('Flatbed · rated 15 t');
  await expect(card(page, '沪B56789')).toContainText('Tracked');
  await page.screenshot({ path: shot('vehicle-list-en') });
  await page.getByRole('button', { name: 'Add a vehicle' }).click();
  await page.getByRole('textbox', { name: 'Plate number' }).fill('AB12345');
  await page.getByRole('textbox', { name: 'Rated load (t)' }).fill('0');
  const beforeEn = calls.count;
  await page.getByRole('button', { name: 'Save vehicle' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Enter a valid plate number' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Enter a load above 0 (up to 2 decimals)' })).toBeVisible();
  await page.screenshot({ path: shot('vehicle-add-en') });
  expect(calls.count).toBe(beforeEn);
  await page.goto(`${live.url}/mydriver/editordetail?driverId=drv_a_1&mode=edit`);
  await expect(page.getByRole('heading', { name: 'Driver information' })).toBeVisible();
  await page.getByRole('textbox', { name: 'ID card number' }).fill('310101198001011234');
  const beforeDriverEn = calls.count;
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: "The ID card number's check character is wrong" })).toBeVisible();
  expect(calls.count).toBe(beforeDriverEn);
  await page.screenshot({ path: shot('driver-edit-en') });
  await page.goto(`${live.url}/mydriver`);
  await expect(page.getByRole('link', { name: 'Open driver 周师傅' })).toContainText('Licence class A2');
  await page.screenshot({ path: shot('driver-list-en') });
});
