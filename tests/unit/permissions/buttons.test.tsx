// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OrderActions } from '../../../src/features/order/components/OrderActions.tsx';
import QuickOrder from '../../../src/features/order/screens/QuickOrder.tsx';
import RefundEdit from '../../../src/features/order/screens/RefundEdit.tsx';
import InvoiceApply from '../../../src/features/invoice/screens/InvoiceApply.tsx';
import InvoiceOrderSelect from '../../../src/features/invoice/screens/InvoiceOrderSelect.tsx';
import WaybillReassign from '../../../src/features/waybill/screens/WaybillReassign.tsx';
import FinancingApply from '../../../src/features/finance/screens/FinancingApply.tsx';
import { menuButtons } from '../../../src/lib/constants.ts';
import { setLocale } from '../../../src/lib/i18n.ts';
import { session, setToken, setUserInfo } from '../../../src/lib/session/index.ts';
import { envelope, grantButtons, installGateway, ok, renderScreen, setUpScreenTest, tearDownScreenTest } from '../support/harness.tsx';

/**
 * Each button of the menu tree gates its action in the app: the action is not offered when the saved
 * menu tree has the button `selected: false`, and its page, reached by its address, says so instead of
 * the form; the gateway's NO_PERMISSION refusal is worded in the buyer's language.
 */

const USER = { memberId: 'm1', accountName: 'buyer1', mobile: '13800000001', memberType: 'personal' as const, quickOrderOpen: false };

beforeEach(() => {
  setUpScreenTest();
  setToken('tok-buttons-0123456789');
  setUserInfo(USER as Parameters<typeof setUserInfo>[0]);
  session.loggedIn = true;
  session.checked = true;
});
afterEach(() => {
  cleanup();
  tearDownScreenTest();
});

const ACTIONS = { pay: false, cancel: false, remove: false, confirmReceipt: false, refund: true, invoice: true, addItem: false, supplementPay: false };

describe('the order card (申请退款, 申请开票)', () => {
  it('offers both to a buyer with the buttons; 申请开票 opens the apply form with this order selected', () => {
    installGateway({});
    renderScreen('/order/orderList', <OrderActions orderId="ord_1" actions={ACTIONS} />);
    expect(screen.getByRole('link', { name: '申请退款' }).getAttribute('href')).toBe('/order/refundEdit?orderId=ord_1');
    expect(screen.getByRole('link', { name: '申请开票' }).getAttribute('href')).toBe('/account/invoice/apply?orderIds=ord_1');
  });

  it('hides 申请退款 without btn_refund_apply and 申请开票 without btn_invoice_apply', () => {
    installGateway({});
    grantButtons(menuButtons.refundApply);
    renderScreen('/order/orderList', <OrderActions orderId="ord_1" actions={ACTIONS} />);
    expect(screen.queryByRole('link', { name: '申请退款' })).toBeNull();
    expect(screen.getByRole('link', { name: '申请开票' })).toBeTruthy();
    cleanup();
    grantButtons(menuButtons.invoiceApply);
    renderScreen('/order/orderList', <OrderActions orderId="ord_1" actions={ACTIONS} />);
    expect(screen.getByRole('link', { name: '申请退款' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '申请开票' })).toBeNull();
  });
});

describe('invoice apply (btn_invoice_apply)', () => {
  it('the order selection and the apply form, reached by their address, say the buyer may not apply and read nothing', async () => {
    grantButtons(menuButtons.invoiceApply);
    const gw = installGateway({});
    renderScreen('/account/invoice/order', <InvoiceOrderSelect />);
    expect(screen.getByRole('alert').textContent).toContain('您的账号没有申请开票权限，请联系企业管理员开通');
    expect(screen.getByRole('link', { name: '我的发票' }).getAttribute('href')).toBe('/account/invoice/list');
    cleanup();
    renderScreen('/account/invoice/apply?orderIds=ord_1', <InvoiceApply />);
    expect(screen.getByRole('alert').textContent).toContain('您的账号没有申请开票权限');
    expect(screen.queryByRole('button', { name: '提交申请' })).toBeNull();
    expect(gw.seen).toHaveLength(0);
  });
});

describe('quick order (btn_quick_order)', () => {
  it('without the button: the switch is disabled and the page says why; nothing is sent', async () => {
    grantButtons(menuButtons.quickOrder);
    const gw = installGateway({});
    renderScreen('/shortOrder', <QuickOrder />);
    const toggle = screen.getByRole('switch', { name: /快捷下单/ });
    expect(toggle.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('您的账号没有快捷下单权限，请联系企业管理员开通');
    await userEvent.click(toggle);
    expect(gw.calls('member.quickOrder')).toHaveLength(0);
  });

  it('with the button the switch works; a refusal of the gateway (the button taken away meanwhile) is shown in the buyer’s language', async () => {
    await setLocale('en');
    const gw = installGateway({
      'member.quickOrder': () =>
        envelope(
          { success: false, code: 'NO_PERMISSION', message: '您的账号没有快捷下单权限，请联系企业管理员开通', data: { btnId: menuButtons.quickOrder } },
          400,
        ),
    });
    renderScreen('/shortOrder', <QuickOrder />);
    const toggle = screen.getByRole('switch');
    expect(toggle.getAttribute('aria-disabled')).not.toBe('true');
    await userEvent.click(toggle);
    await waitFor(() => expect(gw.calls('member.quickOrder')).toHaveLength(1));
    expect((await screen.findByRole('alert')).textContent).toContain('Your account may not use quick order. Ask your company administrator.');
  });
});

describe('refund apply (btn_refund_apply)', () => {
  it('/order/refundEdit by its address says the buyer may not request refunds, instead of the form', () => {
    grantButtons(menuButtons.refundApply);
    installGateway({});
    renderScreen('/order/refundEdit?orderId=ord_1', <RefundEdit />);
    expect(screen.getByRole('alert').textContent).toContain('您的账号没有申请退款权限，请联系企业管理员开通');
    expect(screen.queryByRole('button', { name: /提交/ })).toBeNull();
  });
});

describe('waybill reassign (btn_waybill_reassign)', () => {
  it('/waybill/reassign by its address says the buyer may not reassign, with the way back to the waybill', async () => {
    grantButtons(menuButtons.waybillReassign);
    installGateway({ 'waybill.detail': ok({ waybillId: 'wb_1', canReassign: true }) });
    const { location } = renderScreen('/waybill/reassign?waybillId=wb_1', <WaybillReassign />);
    expect((await screen.findByRole('alert')).textContent).toContain('您的账号没有运单改派权限，请联系企业管理员开通');
    expect(screen.queryByRole('textbox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '返回运单详情' }));
    expect(location()).toBe('/waybill/detail?waybillId=wb_1');
  });
});

describe('finance apply (btn_finance_apply)', () => {
  it('/financing/applay says the buyer may not apply instead of the form; with the button the form shows', () => {
    grantButtons(menuButtons.financeApply);
    installGateway({});
    renderScreen('/financing/applay', <FinancingApply />);
    expect(screen.getByRole('alert').textContent).toContain('您的账号没有申请融资权限，请联系企业管理员开通');
    expect(screen.queryByRole('textbox')).toBeNull();
    cleanup();
    grantButtons();
    renderScreen('/financing/applay', <FinancingApply />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getAllByRole('textbox').length).toBeGreaterThan(0);
  });
});
