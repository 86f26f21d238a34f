// @vitest-environment happy-dom
// Bad input in the refund request (/order/refundEdit, order.refundApply): the reason (a chip, required),
// the amount (money with at most two decimals, above 0, at most what is still refundable; the field keeps
// only digits and dots) and the description (plainParagraphs, at most 500 characters). Every generated
// bad value shows a catalogue message and sends nothing; a script payload is a description like any
// other text and is sent as typed. The top-up (/order/supplement/payDetail) has no typed field of its
// own: it pays through the shared six-digit pay-password pad.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import RefundEdit from '../../../src/features/order/screens/RefundEdit.tsx';
import { isFormatValid } from '../../../src/lib/validation.ts';
import { badMoney, blank, controlCharInText, formRuns, message, oversize, scriptPayload, withControlChar, zeroMoney } from '../support/badInput.ts';
import { clearScreen, expectRefused, paste } from '../support/forms.ts';
import { installGateway, ok, renderScreen, setUpScreenTest, tearDownScreenTest } from '../support/harness.tsx';

afterEach(() => {
  clearScreen();
  sessionStorage.clear();
  tearDownScreenTest();
});

/** What is still refundable of the order below: paid 1040.00, refunded 240.00. */
const REFUNDABLE = '800.00';
const reasons = ['卖家无法按时发货', '质量问题', '其他'];

/** A paid order with part refunded: a new request may ask for up to {@link REFUNDABLE}. */
const order = {
  orderId: 'ord_1',
  orderNo: 'DD202611210001',
  orderType: 'normal',
  status: 'paid',
  sellerId: 'seller_1',
  sellerName: '建材云平台自营',
  createdAt: '2026-11-21 09:00:00',
  paidAmount: '1040.00',
  orderItems: [],
  statusHistory: [],
  invoiceStatus: 'none',
  actions: { pay: false, cancel: false, remove: false, confirmReceipt: false, refund: true, invoice: false, addItem: false, supplementPay: false },
  afterSales: { refundableAmount: REFUNDABLE, refundedAmount: '240.00', evaluate: false, hasQualityReports: false },
};

const good = { reason: true, amount: '100.50', description: '少送了一车，\n已与司机确认。' };
type Values = typeof good;

/** The refund form of the order filled in with `values` (the reason picked or not); the gateway it talks to. */
async function fillIn(values: Values) {
  clearScreen();
  sessionStorage.clear();
  setUpScreenTest();
  const gateway = installGateway({
    'order.detail': ok(order),
    'order.refundReasons': ok(reasons),
    'order.refundApply': ok({ refundId: 'rf_1', status: 'pending' }),
  });
  renderScreen('/order/refundEdit?orderId=ord_1', <RefundEdit />);
  if (values.reason) fireEvent.click(await screen.findByRole('button', { name: reasons[1] }));
  paste(await screen.findByRole('textbox', { name: message('refund.edit.amount') }), values.amount);
  paste(screen.getByRole('textbox', { name: message('refund.edit.description') }), values.description);
  return gateway;
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: message('refund.edit.submit') }));

async function refuses(change: Partial<Values>, text: string) {
  const gateway = await fillIn({ ...good, ...change });
  await expectRefused(gateway, submit, text);
}

/** What the amount field keeps of a paste: digits and dots (a sign, letters and separators are dropped as typed). */
const kept = (amount: string) => amount.replace(/[^\d.]/g, '');

describe('refund request with bad input', () => {
  it('should refuse a request without a reason', async () => {
    const gateway = await fillIn({ ...good, reason: false });
    await expectRefused(gateway, submit, message('refund.edit.reasonRequired'));
  });

  it('should refuse an amount that is blank, not money with two decimals, zero or more than the refundable rest', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          blank.map((v) => [v, message('refund.edit.amountRequired')] as const),
          // Near-misses that stay wrong once the field dropped what it does not take ("12.345", "1.", ".5").
          badMoney.filter((v) => kept(v) !== '' && !isFormatValid('amount2dp', kept(v))).map((v) => [v, message('refund.edit.amountFormat')] as const),
          zeroMoney.map((v) => [v, message('refund.edit.amountNotPositive')] as const),
          fc.constantFrom('800.01', '801', '1040.00', '999999').map((v) => [v, message('refund.edit.amountExceeds', { max: `¥${REFUNDABLE}` })] as const),
        ),
        ([amount, text]) => refuses({ amount }, text),
      ),
      formRuns,
    );
  });

  it('should name an invisible control or bidi character in the description, before its length', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          withControlChar(good.description, controlCharInText),
          oversize(500).chain((long) => withControlChar(long, controlCharInText)),
        ),
        (description) => refuses({ description }, message('validation.plainParagraphs')),
      ),
      { numRuns: 4 },
    );
  });

  it('should refuse a description over 500 characters', async () => {
    await fc.assert(
      fc.asyncProperty(oversize(500), (description) => refuses({ description }, message('refund.edit.descriptionTooLong', { max: 500 }))),
      { numRuns: 3 },
    );
  });

  it('should send a script payload in the description as text', async () => {
    await fc.assert(
      fc.asyncProperty(scriptPayload, async (description) => {
        const gateway = await fillIn({ ...good, description });
        submit();
        await waitFor(() => expect(gateway.calls('order.refundApply')).toHaveLength(1));
        expect(await gateway.calls('order.refundApply')[0]!.clone().json()).toMatchObject({ reason: reasons[1], amount: good.amount, description });
      }),
      { numRuns: 2 },
    );
  });
});
