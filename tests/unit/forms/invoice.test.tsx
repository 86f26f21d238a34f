// @vitest-environment happy-dom
// Bad input in the invoice forms: the VAT title form (/account/vatInvoice/edit without an id: a new title,
// invoice.vatTitleSave) and the e-mail of an invoice application (/account/invoice/apply, invoice.apply).
// Every generated bad value shows a catalogue message and sends nothing.
import { screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import InvoiceApply from '../../../src/features/invoice/screens/InvoiceApply.tsx';
import VatInvoiceEdit from '../../../src/features/invoice/screens/VatInvoiceEdit.tsx';
import { clearProgress } from '../../../src/features/invoice/store.ts';
import type { VatTitle } from '../../../src/features/invoice/titleApi.ts';
import { chooseInvoiceTitle } from '../../../src/features/invoice/titleChoice.ts';
import { badCardNo, badEmail, blank, controlChar, formRuns, message, oversize, scriptPayload, withControlChar } from '../support/badInput.ts';
import { clearScreen, expectRefused, paste } from '../support/forms.ts';
import { fail, installGateway, ok, renderScreen, setUpScreenTest, tearDownScreenTest } from '../support/harness.tsx';

beforeEach(() => {
  sessionStorage.clear();
  clearProgress();
});
afterEach(() => {
  clearScreen();
  tearDownScreenTest();
});

const titleGood = {
  title: '上海建工材料有限公司',
  taxNumber: '91310000MA1FL4XQ2B',
  bank: '工商银行张江支行',
  bankAccount: '6222021234567890',
  address: '上海市浦东新区春晓路88号',
  phone: '021-58881234',
};
type TitleField = keyof typeof titleGood;
const titleLabel = (field: TitleField) => message(`vatTitle.form.${field}`);

/** Opens a new company title, fills every field well but `field`, which gets `value`, and expects `text` and no request. */
async function titleRefuses(field: TitleField, value: string, text: string) {
  clearScreen();
  setUpScreenTest();
  const gateway = installGateway({});
  renderScreen('/account/vatInvoice/edit', <VatInvoiceEdit />);
  await screen.findByRole('textbox', { name: titleLabel('title') });
  for (const [name, v] of Object.entries({ ...titleGood, [field]: value }) as [TitleField, string][])
    paste(screen.getByRole('textbox', { name: titleLabel(name) }), v);
  await expectRefused(gateway, () => screen.getByRole('button', { name: message('vatTitle.form.save') }).click(), text);
}

describe('VAT title form with bad input', () => {
  it('should refuse an empty or blank title or tax number, naming it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom<TitleField>('title', 'taxNumber'), blank, (field, value) =>
        titleRefuses(field, value, message('vatTitle.form.required', { field: titleLabel(field) })),
      ),
      formRuns,
    );
  });

  it('should refuse an oversize title, bank or registered address', async () => {
    const max = { title: 100, bank: 100, address: 200 } as const;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<keyof typeof max>('title', 'bank', 'address').chain((field) => oversize(max[field]).map((v) => [field, v] as const)),
        ([field, value]) => titleRefuses(field, value, message('vatTitle.form.tooLong', { field: titleLabel(field), max: max[field] })),
      ),
      formRuns,
    );
  });

  it('should refuse control and bidi characters in the title, bank and registered address (printed on the invoice)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .constantFrom<TitleField>('title', 'bank', 'address')
          .chain((field) => withControlChar(titleGood[field], controlChar).map((v) => [field, v] as const)),
        ([field, value]) => titleRefuses(field, value, message('validation.plainText')),
      ),
      formRuns,
    );
  });

  it('should refuse a tax number, bank account or phone of the wrong format', async () => {
    const taxNumber = fc.oneof(scriptPayload, oversize(32), fc.constantFrom('9131-0000', '税号123', '91310000MA1FL4XQ2B '.repeat(2).trim()));
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          taxNumber.map((v) => ['taxNumber', v, message('validation.alnum1to32')] as const),
          badCardNo.map((v) => ['bankAccount', v, message('validation.digits1to30')] as const),
          fc
            .oneof(scriptPayload, fc.constantFrom('021-5888一二三四', '+86 21 58881234', '(021)58881234'))
            // Within the phone's 30 characters, so that the format (not the length) is what is wrong.
            .map((v) => ['phone', v.slice(0, 30), message('vatTitle.form.badPhone')] as const),
        ),
        ([field, value, text]) => titleRefuses(field, value, text),
      ),
      formRuns,
    );
  });
});

const order = {
  orderId: 'ord_1',
  orderNo: 'DD202611210001',
  sellerId: 's_platform',
  sellerName: '建材云平台自营',
  isPlatform: true,
  goodsNames: '海螺P.O42.5水泥',
  completedAt: '2026-11-20 10:00:00',
  amount: '1040.00',
  invoiceableAmount: '1040.00',
};
const savedTitle = { titleId: 't_1', titleType: 'company', title: '上海建工材料有限公司', taxNumber: '91310000MA1FL4XQ2B', isDefault: true };

describe('invoice application with a bad e-mail', () => {
  it('should refuse a blank or malformed e-mail and apply for nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          badEmail.map((v) => [v, message('validation.email')] as const),
          blank.map((v) => [v, message('invoice.form.required', { field: message('invoice.form.emailField') })] as const),
        ),
        async ([email, text]) => {
          clearScreen();
          // Each run a fresh form: no draft or progress of the one before.
          sessionStorage.clear();
          clearProgress();
          setUpScreenTest();
          const gateway = installGateway({
            'invoice.selectableOrders': ok({ list: [order], total: 1, pageNum: 1, pageSize: 50 }),
            'invoice.vatTitles': ok({ list: [savedTitle], total: 1, pageNum: 1, pageSize: 20 }),
          });
          renderScreen('/account/invoice/apply?orderIds=ord_1', <InvoiceApply />);
          const field = await screen.findByRole('textbox', { name: message('invoice.form.emailField') }, { timeout: 3000 });
          await waitFor(() => expect(screen.getByText(savedTitle.title)).toBeTruthy());
          paste(field, email);
          await expectRefused(gateway, () => screen.getByRole('button', { name: message('invoice.apply.submit') }).click(), text);
          expect(gateway.calls('invoice.apply')).toHaveLength(0);
        },
      ),
      formRuns,
    );
  });
});

describe('invoice application: the form kit keeps the draft and the progress', () => {
  const otherOrder = { ...order, orderId: 'ord_2', orderNo: 'DD202611210002', sellerId: 's_shop', sellerName: '华东商砼有限公司', isPlatform: false };
  const otherTitle = { ...savedTitle, titleId: 't_2', title: '上海示范建设工程有限公司', isDefault: false };
  const listing = (orders: unknown[]) => ({
    'invoice.selectableOrders': ok({ list: orders, total: orders.length, pageNum: 1, pageSize: 50 }),
    'invoice.vatTitles': ok({ list: [savedTitle, otherTitle], total: 2, pageNum: 1, pageSize: 20 }),
  });
  const bodies = (requests: Request[]) => Promise.all(requests.map((request) => request.clone().json() as Promise<Record<string, unknown>>));

  it('should show the VAT requirements under their fields and send nothing', async () => {
    setUpScreenTest();
    const gateway = installGateway(listing([order]));
    renderScreen('/account/invoice/apply?orderIds=ord_1', <InvoiceApply />);
    await screen.findByText(savedTitle.title, {}, { timeout: 3000 });
    screen.getByRole('radio', { name: message('invoice.form.vat') }).click();
    paste(screen.getByRole('textbox', { name: message('invoice.form.emailField') }), 'finance@example.com');
    // The default title lacks the bank, account, address and phone a VAT special invoice prints.
    await expectRefused(gateway, () => screen.getByRole('button', { name: message('invoice.apply.submit') }).click(), message('invoice.form.agree'));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(
      expect.arrayContaining([message('invoice.form.vatTitleIncomplete'), message('invoice.form.agree')]),
    );
    expect(gateway.calls('invoice.apply')).toHaveLength(0);
  });

  it('should keep what was typed over a reload and take the title the picker handed back', async () => {
    setUpScreenTest();
    installGateway(listing([order]));
    const path = '/account/invoice/apply?orderIds=ord_1';
    renderScreen(path, <InvoiceApply />);
    await screen.findByText(savedTitle.title, {}, { timeout: 3000 });
    paste(screen.getByRole('textbox', { name: message('invoice.form.emailField') }), 'finance@example.com');
    paste(screen.getByRole('textbox', { name: message('invoice.form.remark') }), '请尽快开具');
    clearScreen();

    // The title picker chose the other title for this page; the page opens again.
    chooseInvoiceTitle(path, otherTitle as VatTitle);
    renderScreen(path, <InvoiceApply />);
    expect(await screen.findByText(otherTitle.title, {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: message('invoice.form.emailField') })).toHaveProperty('value', 'finance@example.com');
    expect(screen.getByRole('textbox', { name: message('invoice.form.remark') })).toHaveProperty('value', '请尽快开具');
  });

  it('should apply once per seller: a failed application keeps the form, the retry sends only what is left with the same key', async () => {
    setUpScreenTest();
    let applies = 0;
    const gateway = installGateway({
      ...listing([order, otherOrder]),
      // The first seller's invoice goes through, the second fails once.
      'invoice.apply': () => {
        applies += 1;
        return applies === 2 ? fail('E_BUSY', '开票服务繁忙')() : ok({ invoiceIds: [`inv_${applies}`] })();
      },
    });
    const view = renderScreen('/account/invoice/apply?orderIds=ord_1,ord_2', <InvoiceApply />);
    await screen.findByText(savedTitle.title, {}, { timeout: 3000 });
    const email = screen.getByRole('textbox', { name: message('invoice.form.emailField') });
    paste(email, 'finance@example.com');
    const submit = () => screen.getByRole('button', { name: message('invoice.apply.submit') }).click();
    submit();
    await waitFor(() => expect(gateway.calls('invoice.apply')).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('button', { name: message('invoice.apply.submit') })).toHaveProperty('disabled', false));
    expect(screen.getByRole('textbox', { name: message('invoice.form.emailField') })).toHaveProperty('value', 'finance@example.com');

    submit();
    await waitFor(() => expect(view.location()).toBe('/account/invoice/list'));
    const [first, failed, retried] = await bodies(gateway.calls('invoice.apply'));
    expect(gateway.calls('invoice.apply')).toHaveLength(3);
    expect(first).toMatchObject({ orderIds: ['ord_1'], titleId: savedTitle.titleId, email: 'finance@example.com' });
    expect(failed).toMatchObject({ orderIds: ['ord_2'] });
    expect(retried).toMatchObject({ orderIds: ['ord_2'], idempotencyKey: failed!.idempotencyKey });
    expect(first!.idempotencyKey).not.toBe(failed!.idempotencyKey);
  });
});
