// @vitest-environment happy-dom
// Bad input in the order forms: the buyer's memo of the checkout (/v2/order, order.submit buyerMemo,
// plainParagraphs and at most 200 characters) and the text of an evaluation (the form kit's content rule of
// /evaluation/addEvaluate: plainParagraphs, then evaluationContent). Every generated bad memo shows a
// catalogue message and submits no order.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fieldMessage } from '../../../src/components/Form/fieldRules.ts';
import { evaluationMessages, evaluationRules } from '../../../src/features/evaluation/form.ts';
import OrderCheckout from '../../../src/features/order/screens/OrderCheckout.tsx';
import { reset } from '../../../src/features/order/store.ts';
import { address, cementCart, options, prices } from '../order/helpers.tsx';
import { controlCharInText, formRuns, message, oversize, scriptPayload, withControlChar } from '../support/badInput.ts';
import { clearScreen, expectRefused, paste } from '../support/forms.ts';
import { grantButtons, installGateway, ok, renderScreen, setUpScreenTest, tearDownScreenTest } from '../support/harness.tsx';

beforeEach(() => {
  sessionStorage.clear();
});
afterEach(() => {
  clearScreen();
  reset();
  tearDownScreenTest();
});

/** Opens the checkout of a cement line (priced, the default address, the agreement ticked), types `memo` and expects `text` and no order. */
async function memoRefused(memo: string, text: string) {
  clearScreen();
  reset();
  sessionStorage.clear();
  setUpScreenTest();
  grantButtons();
  sessionStorage.setItem('buyerapp.orderCart', JSON.stringify(cementCart()));
  const gateway = installGateway({
    'order.checkoutOptions': ok(options),
    'order.price': ok(prices()),
    'address.detail': ok(address),
    'order.submit': ok({ orderId: 'ord_1', orderNo: 'DD202611210001', payAmount: '1040.00', payDeadline: '2026-11-21 18:00:00' }),
  });
  renderScreen('/v2/order?from=cart', <OrderCheckout />);
  await waitFor(() => expect(document.querySelector('.ord-bar__total strong')?.textContent).toBe('¥1040.00'), { timeout: 3000 });
  fireEvent.click(screen.getByRole('checkbox', { name: '同意采购协议' }));
  paste(screen.getByRole('textbox', { name: message('order.checkout.memo') }), memo);
  await expectRefused(gateway, () => fireEvent.click(screen.getByRole('button', { name: '提交订单' })), text);
  expect(gateway.calls('order.submit')).toHaveLength(0);
}

describe('checkout memo with bad input', () => {
  it('should name an invisible control or bidi character and send no order', async () => {
    await fc.assert(
      fc.asyncProperty(withControlChar('下午两点前到场，\n联系工地门卫。', controlCharInText), (memo) =>
        memoRefused(memo, message('validation.plainParagraphs')),
      ),
      { numRuns: 3 },
    );
  });

  it('should refuse a memo over 200 characters', async () => {
    await fc.assert(
      fc.asyncProperty(oversize(200), (memo) => memoRefused(memo, message('order.checkout.memoTooLong', { max: 200 }))),
      { numRuns: 3 },
    );
  });
});

describe('evaluation text with bad input', () => {
  const contentProblem = (content: string) => fieldMessage(evaluationRules.content, content.trim(), evaluationMessages.content);
  it('should name the control characters, not the length, and take a script payload as text', () => {
    fc.assert(
      fc.property(withControlChar('混凝土和易性好，\n准时到场。', controlCharInText), scriptPayload, (content, payload) => {
        expect(contentProblem(content)).toBe(message('validation.plainParagraphs'));
        expect(contentProblem(payload)).toBeNull();
      }),
      formRuns,
    );
  });

  it('should refuse a text over 500 characters', () => {
    fc.assert(
      fc.property(oversize(500), (content) => {
        expect(contentProblem(content)).toBe(message('validation.evaluationContent'));
      }),
      formRuns,
    );
  });
});
