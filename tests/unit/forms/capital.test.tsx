// @vitest-environment happy-dom
// Bad input in the capital forms: binding a bank card (/myCapital/bindCard, capital.bindCard) and the
// withdrawal amount (/myCapital/withdraw, capital.withdraw after the pay password). Every generated bad
// value shows a catalogue message and sends nothing (the withdrawal not even the pay-password prompt).
import { screen } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, it } from 'vitest';
import BindCard from '../../../src/features/capital/screens/BindCard.tsx';
import Withdraw from '../../../src/features/capital/screens/Withdraw.tsx';
import { badCardNo, badMobile, badMoney, badSmsCode, blank, formRuns, message, oversize, zeroMoney } from '../support/badInput.ts';
import { clearScreen, expectRefused, paste } from '../support/forms.ts';
import { isFormatValid } from '../../../src/lib/validation.ts';
import { installGateway, ok, renderScreen, setUpScreenTest, tearDownScreenTest } from '../support/harness.tsx';

afterEach(() => {
  clearScreen();
  tearDownScreenTest();
});

const cardGood = { cardNo: '6222020200112233445', holder: '上海建工材料有限公司', bank: '中国工商银行', mobile: '13800000001', smsCode: '123456' };
type CardField = keyof typeof cardGood;
const cardLabel: Record<CardField, string> = {
  cardNo: message('capital.card.cardNo'),
  holder: message('capital.card.holder'),
  bank: message('capital.card.bank'),
  mobile: message('capital.card.mobile'),
  smsCode: message('account.fields.smsCode'),
};

async function cardRefuses(field: CardField, value: string, text: string) {
  clearScreen();
  sessionStorage.clear();
  setUpScreenTest();
  const gateway = installGateway({});
  renderScreen('/myCapital/bindCard', <BindCard />);
  for (const [name, v] of Object.entries({ ...cardGood, [field]: value }) as [CardField, string][]) {
    paste(await screen.findByRole('textbox', { name: cardLabel[name] }), v);
  }
  await expectRefused(gateway, () => screen.getByRole('button', { name: message('capital.card.submit') }).click(), text);
}

describe('bind card form with bad input', () => {
  it('should refuse a card number that is not 1 to 30 digits', async () => {
    // The form drops the spaces a buyer types between groups of digits: "6222 0202" is a good number there.
    const refused = badCardNo.filter((cardNo) => !isFormatValid('digits1to30', cardNo.replace(/\s+/g, '')));
    await fc.assert(
      fc.asyncProperty(fc.oneof(refused, blank), (cardNo) => cardRefuses('cardNo', cardNo, message('validation.digits1to30'))),
      formRuns,
    );
  });

  it('should refuse a blank or over-long holder or bank, naming the field', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<'holder' | 'bank'>('holder', 'bank'),
        fc.oneof(
          blank.map((v) => [v, 'required'] as const),
          oversize(50).map((v) => [v, 'tooLong'] as const),
        ),
        (field, [value, problem]) => cardRefuses(field, value, message(`capital.card.${problem}`, { field: message(`capital.card.${field}`), max: 50 })),
      ),
      formRuns,
    );
  });

  it('should refuse a bad mobile or SMS code', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          badMobile.map((v) => ['mobile', v, message('validation.mobile')] as const),
          badSmsCode.map((v) => ['smsCode', v, message('account.errors.smsCode')] as const),
        ),
        ([field, value, text]) => cardRefuses(field, value, text),
      ),
      formRuns,
    );
  });

  // Found by this test, app code left alone (spec/validation.yaml plainText): the holder, bank and branch
  // only check blank and length, so a control or bidi character inside them reaches capital.bindCard.
  it.todo('should refuse a holder, bank or branch with a control or bidi character (plainText) instead of sending it');
});

const account = {
  balance: '5000.00',
  availableBalance: '3000.00',
  frozenAmount: '2000.00',
  hasPayPassword: true,
  bankCards: [{ bankCardId: 'card-1', bankName: '中国工商银行', cardNoMasked: '**** **** **** 3445', accountName: '上海建工材料有限公司' }],
};

async function withdrawRefuses(amount: string, text: string) {
  clearScreen();
  sessionStorage.clear();
  setUpScreenTest();
  const gateway = installGateway({ 'capital.account': ok(account) });
  renderScreen('/myCapital/withdraw', <Withdraw />);
  paste(await screen.findByRole('textbox', { name: message('capital.withdraw.amount') }), amount);
  await expectRefused(gateway, () => screen.getByRole('button', { name: message('capital.withdraw.submit') }).click(), text);
}

describe('withdrawal amount with bad input', () => {
  it('should refuse an amount that is not money with at most two decimals', async () => {
    await fc.assert(
      fc.asyncProperty(badMoney, (amount) => withdrawRefuses(amount, message('validation.amount2dp'))),
      formRuns,
    );
  });

  it('should refuse a zero, a blank amount or more than is available', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          zeroMoney.map((v) => [v, message('capital.withdraw.notPositive')] as const),
          blank.map((v) => [v, message('capital.withdraw.required')] as const),
          fc.constantFrom('3000.01', '5000', '99999').map((v) => [v, message('capital.withdraw.exceeds', { amount: account.availableBalance })] as const),
        ),
        ([amount, text]) => withdrawRefuses(amount, text),
      ),
      formRuns,
    );
  });
});
