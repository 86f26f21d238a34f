import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { parse } from 'yaml';
import { texts as firstLoadTexts } from '../../generated/messages.zh-CN.gen.ts';
import { texts as featureTexts } from '../../generated/messages.zh-CN.features.gen.ts';
import { cookies } from '../../generated/constants.gen.ts';
import { DEV_SUPPLEMENT_PATH } from '../../gateway/devOrders.ts';
import { DEMO_BUYER, DEMO_IDS } from '../../gateway/seed/index.ts';
import { deliveryDraft, pickupDraft } from '../gateway/helpers/drafts.ts';
import { useLiveGateway, type LiveGateway } from './support/liveGateway.ts';
import { expect, test } from './support/test.ts';

/**
 * Issue 16, every route proven: each of the 200 paths of spec/routes.yaml (pages, saved copies and
 * component-like redirects) opened by its address, as a native page deep-links to it, in Chromium at
 * 375×667, the demo buyer logged in, with the query parameters each page needs taken from the demo data.
 * A route fails on the error page (404 included), a console error, an uncaught exception, an empty
 * screen, or text a buyer should never see: a raw catalogue key, `undefined`, `NaN`, `[object Object]`.
 *
 * The paths are walked in four slices side by side (one per worker, each with a gateway of its own). A
 * slice opens its first path by its address and the others through the router's history, as a link in
 * the app would (a full load per path took four times as long; the boot on a deep link is proven by
 * tests/e2e/router.spec.ts and native-back.spec.ts), so the walk costs about what four screen tests cost.
 */

const live = useLiveGateway();

/** A route of spec/routes.yaml as the walk needs it (generated/routes.gen.ts loads screens through Vite, not in Node). */
interface SpecRoute {
  readonly path: string;
  readonly redirect?: string;
  readonly query?: Readonly<Record<string, string>>;
}
const routes = (parse(readFileSync('spec/routes.yaml', 'utf8')) as { routes: SpecRoute[] }).routes;
/** The query parameters a route cannot do without (`name?` is optional). */
const requiredParams = (route: SpecRoute) => Object.keys(route.query ?? {}).filter((name) => !name.endsWith('?'));
const SLICES = 4;
// The slices run side by side, each worker with a gateway of its own.
test.describe.configure({ mode: 'parallel' });

/** Every path of the spec with a query string each needs; ids of rows the demo buyer owns. */
async function addressesOf(gateway: LiveGateway, token: string): Promise<Map<string, string>> {
  const db = gateway.db;
  const member = DEMO_BUYER.memberId;
  const first = async (sql: string): Promise<string> => {
    const rows = await db.query<{ id: string }>(sql, [member]);
    const id = rows[0]?.id;
    if (!id) throw new Error(`the demo data has no row for: ${sql}`);
    return id;
  };
  // An order waiting for payment (the demo orders are all paid): the pay pages need one.
  const pending = await gateway.typed('order.submit', { draft: deliveryDraft(), idempotencyKey: `walk-${Date.now()}`, agreementAccepted: true }, token);
  // A self-pickup order (the store's position) and a top-up the seller asked for (its progress and pay detail).
  const pickup = await gateway.typed('order.submit', { draft: pickupDraft(), idempotencyKey: `walk-pickup-${Date.now()}`, agreementAccepted: true }, token);
  const asked = await fetch(`${gateway.url}${DEV_SUPPLEMENT_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ orderId: DEMO_IDS.orderDeliveringA, amount: '120.00', reason: '超方补差' }),
  });
  const { supplementId } = ((await asked.json()) as { data: { supplementId: string } }).data;
  // An invoice (the demo data has none): the completed order invoiced to the demo company title.
  const invoiced = await gateway.typed(
    'invoice.apply',
    {
      orderIds: [DEMO_IDS.orderCompletedA],
      invoiceType: 'vat',
      titleId: DEMO_IDS.vatTitleA,
      receiveWay: 'email',
      email: 'finance@example.com',
      idempotencyKey: `walk-invoice-${Date.now()}`,
    },
    token,
  );
  const ids = {
    orderId: DEMO_IDS.orderDeliveringA,
    pendingOrderId: pending.orderId,
    invoiceId: invoiced.invoiceIds[0]!,
    messageId: await first('select message_id as id from messages where member_id = $1 order by message_id limit 1'),
    evaluationId: await first('select evaluation_id as id from evaluations where member_id = $1 order by evaluation_id limit 1'),
    billId: await first('select bill_id as id from capital_bills where member_id = $1 order by bill_id limit 1'),
    receiveId: await first('select receive_id as id from erp_receipts where member_id = $1 order by receive_id limit 1'),
    financeRecordId: await first('select record_id as id from finance_records where member_id = $1 order by record_id limit 1'),
    monitoredVehicle: await first('select vehicle_id as id from vehicles where member_id = $1 and monitored order by vehicle_id limit 1'),
    plainVehicle: await first('select vehicle_id as id from vehicles where member_id = $1 and not monitored order by vehicle_id limit 1'),
    shipId: await first('select ship_id as id from ships where member_id = $1 order by ship_id limit 1'),
    reportId: await first(
      'select q.report_id as id from quality_reports q join orders o on o.order_id = q.order_id where o.member_id = $1 order by q.report_id limit 1',
    ),
    waybillId: await first('select waybill_id as id from waybills where member_id = $1 order by waybill_id limit 1'),
    projectId: await first('select project_id as id from stone_projects where member_id = $1 order by project_id limit 1'),
    cartResourceId: await first("select cart_resource_id as id from cart_lines where member_id = $1 and goods_id = 'g_concrete' limit 1"),
  };
  const goods = { goodsId: DEMO_IDS.concrete };
  const contract = { contractId: DEMO_IDS.contractConcrete };
  const order = { orderId: ids.orderId };
  const payOrder = { orderId: ids.pendingOrderId };
  const queries: Record<string, Record<string, string>> = {
    '/appraiseList': goods,
    '/contractDetail': contract,
    '/contractDetail/detail': contract,
    '/contractDetail/additems': contract,
    '/contractDetail/additemsShowPages': contract,
    '/goodChooseServe': goods,
    '/goodsAddItems': { ...goods, ...contract },
    '/shoppingDetail': goods,
    '/shoppingDetail/DeliveryModel': goods,
    '/shoppingDetail/PromotionModel': goods,
    '/v2/detail': goods,
    '/pay': payOrder,
    '/pay/alipay': payOrder,
    '/pay/bank': payOrder,
    '/pay/erp': payOrder,
    '/pay/offline': payOrder,
    '/pay/wechat': payOrder,
    '/pay/success': payOrder,
    '/pay/success2': payOrder,
    '/account/invoice/details': { invoiceId: ids.invoiceId },
    '/account/invoice/order-info': { orderId: DEMO_IDS.orderCompletedA },
    '/cart/addPriceItems': { cartResourceId: ids.cartResourceId },
    '/evaluation/addEvaluate': { orderId: DEMO_IDS.orderCompletedA },
    '/evaluation/evaluateDetail': { evaluationId: ids.evaluationId },
    '/message/checkMsg': { messageId: ids.messageId },
    '/myCapital/detail': { recordId: ids.billId },
    '/myCapital/erpReceiveDetail': { receiveId: ids.receiveId },
    '/myCar/edit': { vehicleId: ids.plainVehicle },
    '/myCar/editVehicleControls': { vehicleId: ids.monitoredVehicle },
    '/myCar/editVehicleNoControls': { vehicleId: ids.plainVehicle },
    '/myFinance/recordDetail': { recordId: ids.financeRecordId },
    '/myShip/bindCaptain': { shipId: ids.shipId },
    '/order/newContractSub': contract,
    '/order/storePosition': { orderId: pickup.orderId },
    '/order/supplement/progress': { ...order, supplementId },
    '/order/supplement/payDetail': { ...order, supplementId },
    '/qualityReport/show': { reportId: ids.reportId },
    '/receivingAddress/edit': { addressId: DEMO_IDS.addressA },
    '/ShoppingCart/contractAgain': { ...contract, orderId: DEMO_IDS.orderContractA },
    '/ShoppingCart/contractPrepare': contract,
    '/waybill/detail': { waybillId: ids.waybillId },
    '/waybill/reassign': { waybillId: ids.waybillId },
    '/waybill/reassign_history': { waybillId: ids.waybillId },
    '/artificialStone/projectManagement/shipmentData': { projectId: ids.projectId },
  };
  const addresses = new Map<string, string>();
  for (const route of routes) {
    const required = requiredParams(route);
    // The after-sales pages of an order take the demo buyer's order in delivery.
    const query = queries[route.path] ?? (required.length === 1 && required[0] === 'orderId' ? order : undefined);
    if (!query && required.length > 0) throw new Error(`the walk has no value for ${route.path}: ${required.join(', ')}`);
    addresses.set(route.path, query ? `${route.path}?${new URLSearchParams(query).toString()}` : route.path);
  }
  return addresses;
}

// Text a buyer should never see: the catalogue's own keys (a message missing in a language shows its key),
// and what JavaScript prints for a value that is not there.
const catalogueKeys = new Set([...Object.keys(firstLoadTexts), ...Object.keys(featureTexts)]);
const NEVER = /\bundefined\b|\bNaN\b|\[object Object\]/;

/** Waits until the page's gateway calls have been quiet for 200 ms (the screen has its data). */
async function settle(page: Page, inFlight: () => number): Promise<void> {
  const started = Date.now();
  let quietSince = 0;
  while (Date.now() - started < 8_000) {
    if (inFlight() === 0) {
      quietSince ||= Date.now();
      if (Date.now() - quietSince >= 200) return;
    } else quietSince = 0;
    await page.waitForTimeout(50);
  }
}

/** Opens `address` as a link inside the app does: a new history entry the router reads, no reload. */
async function openInApp(page: Page, address: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, address);
}

/** Waits (up to 5 s) until the screen shows more than its header and no spinner is left. */
async function rendered(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document.body.innerText.replace(/\s+/g, '').length >= 8 &&
        ![...document.querySelectorAll('.adm-spin-loading, .adm-dot-loading, .adm-skeleton')].some((spinner) => (spinner as HTMLElement).offsetParent !== null),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined); // what it still shows then is judged below
}

/** What is wrong with the screen on display, if anything. */
async function problemsOf(page: Page): Promise<string[]> {
  const problems: string[] = [];
  if ((await page.locator('main.error-page').count()) > 0) problems.push(`error page: ${(await page.locator('h1').first().textContent()) ?? ''}`);
  const text = (await page.locator('body').innerText()).trim();
  // A header title alone is an empty screen.
  if (text.replace(/\s+/g, '').length < 8) problems.push(`empty screen: "${text}"`);
  const never = NEVER.exec(text);
  if (never) problems.push(`shows "${never[0]}"`);
  const keys = text.match(/[a-zA-Z]+(?:\.[a-zA-Z0-9]+)+/g) ?? [];
  const raw = keys.filter((key) => catalogueKeys.has(key));
  if (raw.length > 0) problems.push(`raw catalogue keys: ${raw.join(', ')}`);
  return problems;
}

// The addresses of a gateway's demo data, per gateway: a worker that runs two slices starts a gateway for
// each (the file's hooks run per test in parallel mode), and the other's ids are unknown to it.
const addressesByGateway = new Map<string, Promise<Map<string, string>>>();

for (let slice = 0; slice < SLICES; slice += 1) {
  test(`every route of the spec, slice ${slice + 1} of ${SLICES}: no error page, console error, exception, empty screen or raw text`, async ({
    page,
    context,
  }) => {
    test.setTimeout(240_000);
    const token = await live.login();
    if (!addressesByGateway.has(live.url)) addressesByGateway.set(live.url, addressesOf(live, token));
    const addresses = await addressesByGateway.get(live.url)!;
    await context.addCookies([{ name: cookies.token, value: token, url: live.url }]);

    // What the screen on display still waits for — its gateway calls, its code and styles (a set, so an
    // answer to the screen before, arriving late, counts for nothing; pictures are not waited for).
    const inFlight = new Set<Request>();
    const isCall = (request: Request) => ['fetch', 'xhr', 'script', 'stylesheet', 'document'].includes(request.resourceType());
    page.on('request', (request) => void (isCall(request) && inFlight.add(request)));
    page.on('requestfinished', (request) => void inFlight.delete(request));
    page.on('requestfailed', (request) => void inFlight.delete(request));
    let consoleErrors: string[] = [];
    let exceptions: string[] = [];
    // A failed load is named by its address (Chromium's console line for it names none).
    page.on(
      'console',
      (message) => void (message.type() === 'error' && !message.text().startsWith('Failed to load resource') && consoleErrors.push(message.text())),
    );
    page.on(
      'response',
      (response) => void (response.status() >= 400 && consoleErrors.push(`HTTP ${response.status()} ${response.url().replace(live.url, '')}`)),
    );
    page.on('pageerror', (error) => void exceptions.push(error.message));

    const failures: string[] = [];
    // ROUTES_WALK_MATCH=<regex> walks only the matching paths (while mending a few screens).
    const only = process.env.ROUTES_WALK_MATCH ? new RegExp(process.env.ROUTES_WALK_MATCH) : undefined;
    const paths = [...addresses.keys()].filter((path, index) => index % SLICES === slice && (!only || only.test(path)));
    for (const path of paths) {
      const address = addresses.get(path)!;
      consoleErrors = [];
      exceptions = [];
      inFlight.clear();
      try {
        // The first path of a slice is opened by its address, as a native page deep-links to it; the others
        // through the router's history, as a link inside the app opens them (no reload: a quarter of the time).
        if (path === paths[0]) await page.goto(`${live.url}${address}`);
        else await openInApp(page, address);
        await settle(page, () => inFlight.size);
        await rendered(page);
        // ROUTES_WALK_SHOTS=1 keeps a screenshot of every screen walked (to look at them all at once).
        if (process.env.ROUTES_WALK_SHOTS) await page.screenshot({ path: `test-results/walk/${path.slice(1).replaceAll('/', '_') || 'root'}.png` });
        const problems = await problemsOf(page);
        problems.push(...consoleErrors.map((text) => `console error: ${text}`), ...exceptions.map((text) => `exception: ${text}`));
        if (problems.length > 0) failures.push(`${address} → ${new URL(page.url()).pathname}: ${problems.join('; ')}`);
      } catch (error) {
        failures.push(`${address}: ${(error as Error).message.split('\n')[0]}`);
      }
    }
    console.log(`slice ${slice + 1}: ${paths.length} paths walked, ${failures.length} failed`);
    expect(failures, failures.join('\n')).toEqual([]);
  });
}
