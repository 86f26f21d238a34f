// @vitest-environment happy-dom
// Bad input in the financing forms: the application (/financing/applay, finance.apply) and the drawdown
// against the available credit (/myFinance/distract, finance.drawdown). Every generated bad value shows a
// catalogue message and sends nothing.
import { screen } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, it } from 'vitest';
import FinanceDrawdown from '../../../src/features/finance/screens/FinanceDrawdown.tsx';
import FinancingApply from '../../../src/features/finance/screens/FinancingApply.tsx';
import { setToken } from '../../../src/lib/session/index.ts';
import { formatMoney } from '@/domain';
import { badFinanceTerm, badMobile, badMoney, blank, controlCharInText, formRuns, message, oversize, withControlChar, zeroMoney } from '../support/badInput.ts';
import { clearScreen, expectRefused, paste } from '../support/forms.ts';
import { installGateway, ok, renderScreen, setUpScreenTest, tearDownScreenTest } from '../support/harness.tsx';

afterEach(() => {
  clearScreen();
  tearDownScreenTest();
});

describe('financing application with bad input', () => {
  const good = { amount: '50000', term: '12', company: '上海建工材料有限公司', contactName: '王建国', contactMobile: '13800000001', purpose: '采购混凝土' };
  type Field = keyof typeof good;
  const label: Record<Field, string> = {
    amount: message('finance.apply.amount'),
    term: message('finance.apply.term'),
    company: message('finance.apply.company'),
    contactName: message('finance.apply.contactName'),
    contactMobile: message('finance.apply.contactMobile'),
    purpose: message('finance.apply.purpose'),
  };
  async function refuses(field: Field, value: string, text: string) {
    clearScreen();
    setUpScreenTest();
    setToken('token-1');
    const gateway = installGateway({});
    renderScreen('/financing/applay', <FinancingApply />);
    for (const [name, v] of Object.entries({ ...good, [field]: value }) as [Field, string][])
      paste(await screen.findByRole('textbox', { name: label[name] }), v);
    await expectRefused(gateway, () => screen.getByRole('button', { name: message('finance.apply.submit') }).click(), text);
  }

  it('should refuse a bad amount, term or contact mobile', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          blank.map((v) => ['amount', v, message('finance.errors.amountRequired')] as const),
          zeroMoney.map((v) => ['amount', v, message('finance.errors.amountNotPositive')] as const),
          fc.constantFrom('-5', '12.345', '1,000', 'abc', '1e3').map((v) => ['amount', v, message('finance.errors.amountFormat')] as const),
          fc.oneof(badFinanceTerm, blank).map((v) => ['term', v, message('validation.financeTerm')] as const),
          fc.oneof(badMobile, blank).map((v) => ['contactMobile', v, message('validation.mobile')] as const),
        ),
        ([field, value, text]) => refuses(field, value, text),
      ),
      formRuns,
    );
  });

  it('should refuse a blank contact, over-long texts and texts with a control or bidi character', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          blank.map((v) => ['contactName', v, message('finance.errors.contactNameRequired')] as const),
          oversize(20).map((v) => ['contactName', v, message('finance.errors.tooLong', { max: 20 })] as const),
          oversize(100).map((v) => ['company', v, message('finance.errors.tooLong', { max: 100 })] as const),
          fc
            .constantFrom<'company' | 'contactName'>('company', 'contactName')
            .chain((field) => withControlChar(good[field]).map((v) => [field, v, message('validation.plainText')] as const)),
          withControlChar(good.purpose, controlCharInText).map((v) => ['purpose', v, message('validation.plainParagraphs')] as const),
        ),
        ([field, value, text]) => refuses(field, value, text),
      ),
      formRuns,
    );
  });
});

describe('financing drawdown with bad input', () => {
  const home = { applyStatus: 'approved', creditLimit: '100000.00', usedAmount: '40000.00', availableAmount: '60000.00', loanBalance: '40000.00' };
  async function refuses(values: { amount: string; term: string; orderNo: string }, text: string) {
    clearScreen();
    setUpScreenTest();
    setToken('token-1');
    const gateway = installGateway({ 'finance.home': ok(home) });
    renderScreen('/myFinance/distract', <FinanceDrawdown />);
    paste(await screen.findByRole('textbox', { name: message('finance.drawdown.amount') }), values.amount);
    paste(await screen.findByRole('textbox', { name: message('finance.drawdown.term') }), values.term);
    paste(await screen.findByRole('textbox', { name: message('finance.drawdown.orderNo') }), values.orderNo);
    await expectRefused(gateway, () => screen.getByRole('button', { name: message('finance.drawdown.submit') }).click(), text);
  }

  it('should refuse an amount near-miss, zero, blank or over the available credit', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          badMoney.map((v) => [v, message('finance.errors.amountFormat')] as const),
          zeroMoney.map((v) => [v, message('finance.errors.amountNotPositive')] as const),
          blank.map((v) => [v, message('finance.errors.amountRequired')] as const),
          fc
            .constantFrom('60000.01', '60001', '999999')
            .map(
              (v) => [v, message('finance.errors.amountExceeds', { amount: message('common.money', { amount: formatMoney(home.availableAmount) }) })] as const,
            ),
        ),
        ([amount, text]) => refuses({ amount, term: '6', orderNo: '' }, text),
      ),
      formRuns,
    );
  });

  it('should refuse a bad term and an order number that is too long or holds a control character', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.oneof(badFinanceTerm, blank).map((term) => [{ amount: '1000', term, orderNo: '' }, message('validation.financeTerm')] as const),
          oversize(32).map((orderNo) => [{ amount: '1000', term: '6', orderNo }, message('finance.errors.tooLong', { max: 32 })] as const),
          withControlChar('SO20260001').map((orderNo) => [{ amount: '1000', term: '6', orderNo }, message('validation.plainText')] as const),
        ),
        ([values, text]) => refuses(values, text),
      ),
      formRuns,
    );
  });
});
