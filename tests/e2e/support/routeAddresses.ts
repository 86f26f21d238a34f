import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { DEV_SUPPLEMENT_PATH } from '../../../gateway/devOrders.ts';
import { DEMO_BUYER, DEMO_IDS } from '../../../gateway/seed/index.ts';
import { deliveryDraft, pickupDraft } from '../../gateway/helpers/drafts.ts';
import type { LiveGateway } from './liveGateway.ts';

/**
 * The address (path and query) of every route of spec/routes.yaml, its query values taken from the demo
 * data of one gateway: the route walk (tests/e2e/routes-walk.spec.ts) and the storage walk
 * (tests/e2e/storage.spec.ts) open each of them.
 */

/** A route of spec/routes.yaml as the walk needs it (generated/routes.gen.ts loads screens through Vite, not in Node). */
export interface SpecRoute {
  readonly path: string;
  readonly redirect?: string;
  readonly query?: Readonly<Record<string, string>>;
}
/** The routes of spec/routes.yaml, in its order. */
export const specRoutes = (parse(readFileSync('spec/routes.yaml', 'utf8')) as { routes: SpecRoute[] }).routes;
/** The query parameters a route cannot do without (`name?` is optional). */
export const requiredParams = (route: SpecRoute) => Object.keys(route.query ?? {}).filter((name) => !name.endsWith('?'));

/** Every path of the spec with a query string each needs; ids of rows the demo buyer owns. */
export async function addressesOf(gateway: LiveGateway, token: string): Promise<Map<string, string>> {
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
    '/shop': { shopId: 'shop_hdsp' },
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
  for (const route of specRoutes) {
    const required = requiredParams(route);
    // The after-sales pages of an order take the demo buyer's order in delivery.
    const query = queries[route.path] ?? (required.length === 1 && required[0] === 'orderId' ? order : undefined);
    if (!query && required.length > 0) throw new Error(`the walk has no value for ${route.path}: ${required.join(', ')}`);
    addresses.set(route.path, query ? `${route.path}?${new URLSearchParams(query).toString()}` : route.path);
  }
  return addresses;
}
