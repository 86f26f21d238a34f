import { describe, expect, it } from 'vitest';
import { app, menuButtons } from '@gen/constants.gen';
import { DEMO_BUYER, DEMO_IDS, SECOND_BUYER } from '../../gateway/seed';
import { useTestGateway } from './helpers/gateway';

/**
 * The buttons of the menu tree gate their actions on the gateway too (a hidden button is no guard
 * against a crafted call): without the button the call answers 400 NO_PERMISSION with data { btnId } —
 * not 403, which the app reads as an expired login — and changes nothing; with it the call goes through.
 * Buyer B's seeded menu tree leaves invoice apply, waybill reassign and finance apply out; the other
 * buttons are switched off for a test and on again.
 */
const env = useTestGateway();

const setButton = async (memberId: string, btnId: string, selected: boolean) => {
  await env.gw.db.query(
    `insert into member_buttons (member_id, btn_id, selected) values ($1, $2, $3)
     on conflict (member_id, btn_id) do update set selected = excluded.selected`,
    [memberId, btnId, selected],
  );
};

const menuOf = async (token: string) => (await env.gw.client.ok('auth.menuTree', { token, query: { platform: app.menuPlatform } })).buttonList;

function expectRefused(result: { status: number; envelope: unknown }, btnId: string) {
  expect(result.status).toBe(400);
  expect(result.envelope).toMatchObject({ success: false, code: 'NO_PERMISSION', data: { btnId } });
}

describe('buyer B’s menu tree (demo seed)', () => {
  it('shows invoice apply, waybill reassign and finance apply off, and A has every button', async () => {
    const b = await menuOf(env.b);
    const off = b.filter((button) => !button.selected).map((button) => button.btnId);
    expect(off).toEqual(
      expect.arrayContaining([
        menuButtons.invoiceApply,
        menuButtons.waybillReassign,
        menuButtons.financeApply,
        menuButtons.contractOrder,
        menuButtons.capitalWithdraw,
      ]),
    );
    expect(b.find((button) => button.btnId === menuButtons.refundApply)?.selected).toBe(true);
    expect((await menuOf(env.a)).every((button) => button.selected)).toBe(true);
  });
});

describe('invoice apply (btn_invoice_apply)', () => {
  const applyB = (idempotencyKey: string) =>
    env.gw.client.call('invoice.apply', {
      token: env.b,
      body: {
        orderIds: [DEMO_IDS.orderCompletedB],
        invoiceType: 'normal',
        titleId: DEMO_IDS.vatTitleB,
        receiveWay: 'email',
        email: 'b@example.com',
        idempotencyKey,
      },
    });

  it('refuses buyer B (invoice.apply and invoice.add), then lets B once the button is on', async () => {
    const before = await env.gw.db.query('select invoice_id from invoices where member_id = $1', [SECOND_BUYER.memberId]);
    expectRefused(await applyB('perm-inv-b'), menuButtons.invoiceApply);
    const added = await env.gw.client.call('invoice.add', {
      token: env.b,
      body: {
        kind: 'platformShip',
        bizIds: [],
        invoiceType: 'normal',
        titleId: DEMO_IDS.vatTitleB,
        receiveWay: 'email',
        email: 'b@example.com',
        idempotencyKey: 'perm-add-b',
      },
    });
    // An empty selection is refused before the button (nothing named to find); a real one reaches it.
    expect(added.status).toBe(400);
    expect(await env.gw.db.query('select invoice_id from invoices where member_id = $1', [SECOND_BUYER.memberId])).toEqual(before);

    await setButton(SECOND_BUYER.memberId, menuButtons.invoiceApply, true);
    expect((await applyB('perm-inv-b-on')).status).toBe(200);
    await setButton(SECOND_BUYER.memberId, menuButtons.invoiceApply, false);
  });

  it('lets buyer A, who has the button, add an invoice — and refuses A once it is off', async () => {
    const body = (idempotencyKey: string) => ({
      kind: 'platformShip' as const,
      bizIds: ['wb_a_ship'],
      invoiceType: 'normal' as const,
      titleId: DEMO_IDS.vatTitleA,
      receiveWay: 'email' as const,
      email: 'a@example.com',
      idempotencyKey,
    });
    await setButton(DEMO_BUYER.memberId, menuButtons.invoiceApply, false);
    expectRefused(await env.gw.client.call('invoice.add', { token: env.a, body: body('perm-add-a-off') }), menuButtons.invoiceApply);
    await setButton(DEMO_BUYER.memberId, menuButtons.invoiceApply, true);
    expect((await env.gw.client.call('invoice.add', { token: env.a, body: body('perm-add-a') })).status).toBe(200);
  });
});

describe('quick order (btn_quick_order)', () => {
  const toggle = (token: string, memberId: string, open: boolean) => env.gw.client.call('member.quickOrder', { token, body: { memberId, open } });

  it('refuses buyer B without the button and changes nothing; lets A, who has it', async () => {
    await setButton(SECOND_BUYER.memberId, menuButtons.quickOrder, false);
    expectRefused(await toggle(env.b, SECOND_BUYER.memberId, true), menuButtons.quickOrder);
    expect((await env.gw.db.query<{ q: boolean }>('select quick_order_open as q from members where member_id = $1', [SECOND_BUYER.memberId]))[0]?.q).toBe(
      false,
    );
    await setButton(SECOND_BUYER.memberId, menuButtons.quickOrder, true);

    const opened = await toggle(env.a, DEMO_BUYER.memberId, true);
    expect(opened.status).toBe(200);
    expect(opened.envelope).toMatchObject({ data: { quickOrderOpen: true } });
    expect((await toggle(env.a, DEMO_BUYER.memberId, false)).status).toBe(200);
  });
});

describe('refund apply (btn_refund_apply)', () => {
  it('refuses buyer B without the button on B’s own order (another’s still answers 404); lets A, who has it', async () => {
    await setButton(SECOND_BUYER.memberId, menuButtons.refundApply, false);
    const refund = (token: string, orderId: string) =>
      env.gw.client.call('order.refundApply', { token, body: { orderId, reason: '不想要了', amount: '1.00', images: [] } });
    expectRefused(await refund(env.b, DEMO_IDS.orderCompletedB), menuButtons.refundApply);
    expect((await refund(env.b, DEMO_IDS.orderDeliveringA)).status).toBe(404);
    expect(await env.gw.db.query('select 1 from refunds where member_id = $1', [SECOND_BUYER.memberId])).toHaveLength(0);
    await setButton(SECOND_BUYER.memberId, menuButtons.refundApply, true);

    expect((await refund(env.a, DEMO_IDS.orderDeliveringA)).status).toBe(200);
  });
});

describe('waybill reassign (btn_waybill_reassign)', () => {
  const reassign = (token: string, idempotent: string) =>
    env.gw.client.call('waybill.reassign', { token, body: { waybillId: 'wb_a_5', vehicleId: DEMO_IDS.vehicleA, driverId: 'drv_a_1', reason: idempotent } });

  it('refuses a buyer without the button (B’s seed; on A’s own waybill with it off) and lets A with it', async () => {
    expect((await menuOf(env.b)).find((button) => button.btnId === menuButtons.waybillReassign)?.selected).toBe(false);
    // B has no waybill: A's answers 404 as a missing one, the button or not.
    expect((await reassign(env.b, '改派')).status).toBe(404);
    await setButton(DEMO_BUYER.memberId, menuButtons.waybillReassign, false);
    const history = async () => (await env.gw.client.ok('waybill.reassignHistory', { token: env.a, query: { waybillId: 'wb_a_5' } })).length;
    const before = await history();
    expectRefused(await reassign(env.a, '原车辆故障'), menuButtons.waybillReassign);
    expect(await history()).toBe(before);
    await setButton(DEMO_BUYER.memberId, menuButtons.waybillReassign, true);
    expect((await reassign(env.a, '原车辆故障')).status).toBe(200);
  });
});

describe('finance apply (btn_finance_apply)', () => {
  const apply = (token: string, contactMobile: string) =>
    env.gw.client.call('finance.apply', { token, body: { applyAmount: '10000.00', termMonths: 6, contactName: '张建国', contactMobile } });

  it('refuses buyer B, whose menu tree leaves it out, and records nothing; lets A, who has it', async () => {
    expectRefused(await apply(env.b, SECOND_BUYER.mobile), menuButtons.financeApply);
    expect(await env.gw.db.query('select 1 from finance_applications where member_id = $1', [SECOND_BUYER.memberId])).toHaveLength(0);
    expect((await apply(env.a, DEMO_BUYER.mobile)).status).toBe(200);
  });
});
