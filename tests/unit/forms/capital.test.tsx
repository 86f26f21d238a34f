// @vitest-environment happy-dom
// Bad input in the capital forms: binding a bank card (/myCapital/bindCard, capital.bindCard) and the
// withdrawal amount (/myCapital/withdraw, capital.withdraw after the pay password) and the pay password
// (/myCapital/updatePassword, /myCapital/resetPassword: capital.updatePayPassword, resetPayPassword,
// setPayPassword). Every generated bad value shows a catalogue message and sends nothing (the withdrawal
// not even the pay-password prompt).
import { screen } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, it } from 'vitest';
import BindCard from '../../../src/features/capital/screens/BindCard.tsx';
import ResetPayPassword from '../../../src/features/capital/screens/ResetPayPassword.tsx';
import UpdatePayPassword from '../../../src/features/capital/screens/UpdatePayPassword.tsx';
import Withdraw from '../../../src/features/capital/screens/Withdraw.tsx';
import { badCardNo, badMobile, badMoney, badSmsCode, blank, formRuns, message, oversize, withControlChar, zeroMoney } from '../support/badInput.ts';
import { clearScreen, expectRefused, paste, pastePasscode } from '../support/forms.ts';
import { isFormatValid } from '../../../src/lib/validation.ts';
import { installGateway, ok, renderScreen, setUpScreenTest, tearDownScreenTest } from '../support/harness.tsx';
import { setToken, setUserInfo } from '../../../src/lib/session/index.ts';

afterEach(() => {
  clearScreen();
  tearDownScreenTest();
});

const cardGood = { cardNo: '6222020200112233445', holder: '上海建工材料有限公司', bank: '中国工商银行', branch: '', mobile: '13800000001', smsCode: '123456' };
type CardField = keyof typeof cardGood;
const cardLabel: Record<CardField, string> = {
  cardNo: message('capital.card.cardNo'),
  holder: message('capital.card.holder'),
  bank: message('capital.card.bank'),
  branch: message('capital.card.branch'),
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
          blank.map((v) => [v, 'Required'] as const),
          oversize(50).map((v) => [v, 'TooLong'] as const),
        ),
        (field, [value, problem]) => cardRefuses(field, value, message(`capital.card.${field}${problem}`, { max: 50 })),
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

  it('should refuse a holder, bank or branch with a control or bidi character (plainText) instead of sending it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom<'holder' | 'bank' | 'branch'>('holder', 'bank', 'branch'), withControlChar('中国工商银行上海分行'), (field, value) =>
        cardRefuses(field, value, message('validation.plainText')),
      ),
      formRuns,
    );
  });
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
          fc
            .constantFrom('3000.01', '5000', '99999')
            .map((v) => [v, message('capital.withdraw.exceeds', { amount: message('common.money', { amount: account.availableBalance }) })] as const),
        ),
        ([amount, text]) => withdrawRefuses(amount, text),
      ),
      formRuns,
    );
  });
});

/** Pay-password near-misses (exactly six digits): fewer digits, or six characters with a letter, a space or a full-width digit. */
const badPayPassword = fc
  .oneof(fc.stringMatching(/^\d{0,5}$/), fc.constantFrom('12345a', '123 45', '１２３４５６', 'abcdef', '12.345'))
  .filter((password) => !/^\d{6}$/.test(password));
/** A good six-digit pay password different from '135790' (the current one of the tests). */
const goodPayPassword = fc.stringMatching(/^\d{6}$/).filter((password) => password !== '135790');

const payLabel = { old: message('capital.password.old'), new: message('capital.password.new'), confirm: message('capital.password.confirm') };
const paySubmit = () => screen.getByRole('button', { name: message('capital.password.submit') }).click();

async function updateRefuses(values: { old: string; new: string; confirm: string }, text: string) {
  clearScreen();
  sessionStorage.clear();
  setUpScreenTest();
  const gateway = installGateway({});
  renderScreen('/myCapital/updatePassword', <UpdatePayPassword />);
  for (const field of ['old', 'new', 'confirm'] as const) await pastePasscode(payLabel[field], values[field]);
  await expectRefused(gateway, paySubmit, text);
}

async function resetRefuses(hasPayPassword: boolean, values: { code: string; new: string; confirm: string }, text: string) {
  clearScreen();
  sessionStorage.clear();
  setUpScreenTest();
  setToken('token-1');
  setUserInfo({ memberId: 'm1', accountName: 'demo', mobile: '13800000001' } as never);
  const gateway = installGateway({ 'capital.account': ok({ ...account, hasPayPassword }) });
  renderScreen('/myCapital/resetPassword', <ResetPayPassword />);
  paste(await screen.findByRole('textbox', { name: message('account.fields.smsCode') }), values.code);
  for (const field of ['new', 'confirm'] as const) await pastePasscode(payLabel[field], values[field]);
  await expectRefused(gateway, paySubmit, text);
}

describe('pay password forms with bad input', () => {
  it('should refuse a change whose current, new or repeated password is not six digits', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom<'old' | 'new' | 'confirm'>('old', 'new', 'confirm'), badPayPassword, (field, value) =>
        updateRefuses({ old: '135790', new: '246801', confirm: '246801', [field]: value }, message('capital.password.sixDigits')),
      ),
      formRuns,
    );
  });

  it('should refuse a change whose repetition differs or whose new password is the current one', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc
            .tuple(goodPayPassword, goodPayPassword)
            .filter(([next, confirm]) => next !== confirm)
            .map(([next, confirm]) => [{ old: '135790', new: next, confirm }, message('capital.password.mismatch')] as const),
          fc.constant([{ old: '135790', new: '135790', confirm: '135790' }, message('capital.password.same')] as const),
        ),
        ([values, text]) => updateRefuses(values, text),
      ),
      formRuns,
    );
  });

  it('should refuse a reset or a first pay password with a bad code, a password that is not six digits or a differing repetition', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.oneof(
          fc.oneof(badSmsCode, blank).map((code) => [{ code, new: '246801', confirm: '246801' }, message('account.errors.smsCode')] as const),
          badPayPassword.map((v) => [{ code: '123456', new: v, confirm: '246801' }, message('capital.password.sixDigits')] as const),
          goodPayPassword
            .filter((v) => v !== '246801')
            .map((confirm) => [{ code: '123456', new: '246801', confirm }, message('capital.password.mismatch')] as const),
        ),
        (hasPayPassword, [values, text]) => resetRefuses(hasPayPassword, values, text),
      ),
      formRuns,
    );
  });
});
