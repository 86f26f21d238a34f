// @vitest-environment happy-dom
// Bad input in the address form (/receivingAddress/add; /edit shares AddressFormView): every generated bad
// value shows a catalogue message and sends no address.add.
import { screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import AddressAdd from '../../../src/features/address/screens/AddressAdd.tsx';
import { reset } from '../../../src/features/address/store.ts';
import { resetAddress } from '../../../src/lib/session/index.ts';
import { badMobile, blank, formRuns, message, oversize, scriptPayload, withControlChar } from '../support/badInput.ts';
import { clearScreen, expectRefused, paste } from '../support/forms.ts';
import { installGateway, renderScreen, setUpScreenTest, tearDownScreenTest } from '../support/harness.tsx';

// What is typed; the region is picked from the national list (it cannot be typed wrong: the gateway's
// tests refuse a bad one sent anyway).
const good = { receiverName: '王工地', receiverMobile: '13900000088', detail: '春东路508号' };
type Field = keyof typeof good;
const label: Record<Field, string> = {
  receiverName: message('address.form.receiverName'),
  receiverMobile: message('address.form.receiverMobile'),
  detail: message('address.form.detail'),
};
/** The region as the form's kept draft holds it (as after a reload): the typed fields are what these tests vary. */
const withRegion = () =>
  sessionStorage.setItem(
    'buyerapp.form.address.add',
    JSON.stringify({ receiverName: '', receiverMobile: '', province: '上海市', city: '上海市', district: '闵行区', detail: '', isDefault: false }),
  );

beforeEach(() => {
  sessionStorage.clear();
  reset();
  resetAddress();
});
afterEach(() => {
  clearScreen();
  tearDownScreenTest();
});

/** Opens a fresh add form, fills every field well but `field`, which gets `value`, and expects `text` and no request. */
async function refuses(field: Field | 'region', value: string, text: string) {
  clearScreen();
  reset();
  setUpScreenTest();
  const gateway = installGateway({});
  sessionStorage.clear();
  if (field !== 'region') withRegion();
  renderScreen('/receivingAddress/add', <AddressAdd />);
  for (const [name, v] of Object.entries(field === 'region' ? good : { ...good, [field]: value }) as [Field, string][])
    paste(screen.getByRole('textbox', { name: label[name] }), v);
  await expectRefused(gateway, () => screen.getByRole('button', { name: message('address.form.save') }).click(), text);
}

describe('address form with bad input', () => {
  it('should refuse a bad mobile number', async () => {
    await fc.assert(
      fc.asyncProperty(badMobile, (mobile) => refuses('receiverMobile', mobile, message('address.form.badMobile'))),
      formRuns,
    );
  });

  it('should refuse an empty or blank field, naming it, and a region not chosen', async () => {
    const fields = fc.constantFrom<Field>('receiverName', 'receiverMobile', 'detail');
    await fc.assert(
      fc.asyncProperty(fields, blank, (field, value) => refuses(field, value, message('address.form.required', { field: label[field] }))),
      formRuns,
    );
    await refuses('region', '', message('address.region.required'));
  });

  it('should refuse an oversize receiver or street address', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          oversize(20).map((v) => ['receiverName', v, message('address.form.nameTooLong')] as const),
          oversize(100).map((v) => ['detail', v, message('address.form.detailTooLong')] as const),
        ),
        ([field, value, text]) => refuses(field, value, text),
      ),
      formRuns,
    );
  });

  it('should refuse control and bidi characters in the receiver and street address', async () => {
    const fields = fc.constantFrom<Field>('receiverName', 'detail');
    await fc.assert(
      fc.asyncProperty(
        fields.chain((field) => withControlChar(good[field]).map((value) => [field, value] as const)),
        ([field, value]) => refuses(field, value, message('validation.plainText')),
      ),
      formRuns,
    );
  });

  it('should take a script payload as plain text (it is no format error; tests/e2e/xss.spec.ts shows it stays text)', async () => {
    // The counter-check of the refusals above: the same form does send a payload in the receiver's name.
    await fc.assert(
      fc.asyncProperty(scriptPayload, async (payload) => {
        clearScreen();
        reset();
        setUpScreenTest();
        const gateway = installGateway({});
        withRegion();
        renderScreen('/receivingAddress/add', <AddressAdd />);
        for (const [name, v] of Object.entries({ ...good, receiverName: payload.slice(0, 20) }) as [Field, string][]) {
          paste(screen.getByRole('textbox', { name: label[name] }), v);
        }
        screen.getByRole('button', { name: message('address.form.save') }).click();
        await waitFor(() => expect(gateway.calls('address.add')).toHaveLength(1));
        const sent = gateway.calls('address.add');
        const body = (await sent[0]!.clone().json()) as { receiverName: string };
        expect(body.receiverName).toBe(payload.slice(0, 20).trim());
      }),
      { numRuns: 5 },
    );
  });
});
