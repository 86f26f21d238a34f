// @vitest-environment happy-dom
// Bad input in the payment forms: the offline payment (/pay/offline, pay.offline: the payer, one line of at
// most 50 characters; the voucher pictures, 1 to 6, uploaded as picked; the remark, lines of at most 200
// characters) and the ERP account's pay password (/pay/erp, pay.erp: 6 digits). Every generated bad value
// shows a catalogue message and sends nothing.
import { screen } from '@testing-library/react';
import fc from 'fast-check';
import type { ReactElement } from 'react';
import { afterEach, describe, it } from 'vitest';
import PayErp from '../../../src/features/pay/screens/PayErp.tsx';
import PayOffline from '../../../src/features/pay/screens/PayOffline.tsx';
import { reset } from '../../../src/features/pay/store.ts';
import { blank, controlChar, controlCharInText, formRuns, message, oversize, scriptPayload, withControlChar } from '../support/badInput.ts';
import { clearScreen, expectRefused, paste, pastePasscode } from '../support/forms.ts';
import { installGateway, ok, renderScreen, setUpScreenTest, tearDownScreenTest } from '../support/harness.tsx';

afterEach(() => {
  clearScreen();
  reset();
  sessionStorage.clear();
  tearDownScreenTest();
});

/** An order waiting to be paid, offline and from the ERP account both open. */
const info = {
  orderId: 'ord_1',
  orderNo: 'DD202611210001',
  bizType: 'order',
  sellerName: '建材云平台自营',
  amount: '520.00',
  deadline: '2026-11-21 18:00:00',
  paid: false,
  payWays: [
    { payWay: 'offline', available: true },
    { payWay: 'erp', available: true, balance: '20000.00' },
  ],
};

/** Opens `screen` of the order with only pay.info answered (any write would be seen and refused). */
function open(path: string, element: ReactElement) {
  clearScreen();
  reset();
  sessionStorage.clear();
  setUpScreenTest();
  const gateway = installGateway({ 'pay.info': ok(info) });
  renderScreen(path, element);
  return gateway;
}

const offlineGood = {
  payerName: '上海建工材料有限公司',
  remark: '11月21日\n对公转账',
};
type OfflineField = keyof typeof offlineGood;

async function offlineRefuses(field: OfflineField, value: string, text: string) {
  const gateway = open('/pay/offline?orderId=ord_1', <PayOffline />);
  for (const [name, v] of Object.entries({ ...offlineGood, [field]: value }) as [OfflineField, string][])
    paste(await screen.findByRole('textbox', { name: message(`pay.offline.${name}`) }), v);
  await expectRefused(gateway, () => screen.getByRole('button', { name: message('pay.offline.submit') }).click(), text);
}

describe('offline payment with bad input', () => {
  it('should refuse a payer with a control or bidi character, or over 50 characters', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          withControlChar(offlineGood.payerName, controlChar).map((v) => [v, message('validation.plainText')] as const),
          oversize(50).map((v) => [v, message('pay.offline.payerNameTooLong', { max: 50 })] as const),
        ),
        ([value, text]) => offlineRefuses('payerName', value, text),
      ),
      formRuns,
    );
  });

  it('should refuse to send without a voucher picture (vouchers are uploaded pictures, tests/e2e/uploads.spec.ts)', async () => {
    const gateway = open('/pay/offline?orderId=ord_1', <PayOffline />);
    for (const [name, v] of Object.entries(offlineGood) as [OfflineField, string][])
      paste(await screen.findByRole('textbox', { name: message(`pay.offline.${name}`) }), v);
    await expectRefused(gateway, () => screen.getByRole('button', { name: message('pay.offline.submit') }).click(), message('pay.offline.voucherRequired'));
  });

  it('should refuse a remark with an invisible control or bidi character, or over 200 characters', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          withControlChar(offlineGood.remark, controlCharInText).map((v) => [v, message('validation.plainParagraphs')] as const),
          oversize(200).map((v) => [v, message('pay.offline.remarkTooLong', { max: 200 })] as const),
        ),
        ([value, text]) => offlineRefuses('remark', value, text),
      ),
      { numRuns: 4 },
    );
  });
});

describe('ERP pay password with bad input', () => {
  it('should refuse a password that is not six digits', async () => {
    await fc.assert(
      fc.asyncProperty(
        // Blank, too short, or letters, full-width digits and a script in the six cells (which keep at most six
        // characters, as the keyboard does: a longer paste is cut, never sent longer).
        fc
          .oneof(blank, fc.stringMatching(/^\d{1,5}$/), fc.constantFrom('12345a', 'abcdef', '１２３４５６'), scriptPayload)
          .filter((password) => !/^\d{6}/.test(password)),
        async (password) => {
          const gateway = open('/pay/erp?orderId=ord_1', <PayErp />);
          await pastePasscode(message('pay.erp.password'), password);
          await expectRefused(gateway, () => screen.getByRole('button', { name: message('pay.erp.submit') }).click(), message('pay.erp.badPassword'));
        },
      ),
      formRuns,
    );
  });
});
