// @vitest-environment happy-dom
// Bad input in the logistics forms: adding a ship (/myShip/add, ship.add) and a captain (/myCaptain/add,
// captain.add). Every generated bad value shows a catalogue message and sends nothing.
import { screen } from '@testing-library/react';
import fc from 'fast-check';
import type { ReactElement } from 'react';
import { afterEach, describe, it } from 'vitest';
import CaptainAdd from '../../../src/features/captain/screens/CaptainAdd.tsx';
import ShipAdd from '../../../src/features/ship/screens/ShipAdd.tsx';
import { isFormatValid } from '../../../src/lib/validation.ts';
import { badMobile, badShipNo, blank, formRuns, message, oversize, scriptPayload, withControlChar } from '../support/badInput.ts';
import { clearScreen, expectRefused, paste } from '../support/forms.ts';
import { installGateway, renderScreen, setUpScreenTest, tearDownScreenTest } from '../support/harness.tsx';

afterEach(() => {
  clearScreen();
  tearDownScreenTest();
});

/** Opens a form, pastes `values` into the text boxes named by their labels and submits with `submitKey`. */
async function refuses(path: string, form: ReactElement, values: Record<string, string>, submitKey: Parameters<typeof message>[0], text: string) {
  clearScreen();
  setUpScreenTest();
  const gateway = installGateway({});
  renderScreen(path, form);
  for (const [label, value] of Object.entries(values)) paste(await screen.findByRole('textbox', { name: label }), value);
  await expectRefused(gateway, () => screen.getByRole('button', { name: message(submitKey) }).click(), text);
}

/** Tonnage near-misses (above 0, at most 6 whole digits and 2 decimals): zero, negative, three decimals, seven digits, letters. */
const badTonnage = fc
  .oneof(fc.constantFrom('0', '0.00', '-5', '12.345', '1234567', '.5', '1.', '12t', '１２００'), fc.integer({ min: 1_000_000, max: 99_999_999 }).map(String))
  .filter((tonnage) => !isFormatValid('tonnage', tonnage));

describe('ship add with bad input', () => {
  const good = { shipName: '苏太仓货1888', shipNo: 'CN2016SH1888', tonnage: '3000' };
  const label = { shipName: message('ship.add.shipName'), shipNo: message('ship.add.shipNo'), tonnage: message('ship.add.tonnage') };
  const shipRefuses = (field: keyof typeof good, value: string, text: string) =>
    refuses(
      '/myShip/add',
      <ShipAdd />,
      Object.fromEntries(Object.entries({ ...good, [field]: value }).map(([name, v]) => [label[name as keyof typeof good], v])),
      'ship.add.save',
      text,
    );

  it('should refuse a blank or over-long ship name, and one with a control or bidi character', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.oneof(blank, oversize(30)).map((v) => [v, message('ship.add.nameRequired')] as const),
          withControlChar(good.shipName).map((v) => [v, message('validation.plainText')] as const),
        ),
        ([value, text]) => shipRefuses('shipName', value, text),
      ),
      formRuns,
    );
  });

  it('should refuse a registration number or a tonnage near-miss', async () => {
    // The form upper-cases the number first: a lower-case near-miss that is good once upper-cased is none.
    const shipNo = fc.oneof(badShipNo, blank, scriptPayload).filter((no) => !isFormatValid('shipNo', no.trim().toUpperCase()));
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          shipNo.map((v) => ['shipNo', v, message('validation.shipNo')] as const),
          fc.oneof(badTonnage, blank).map((v) => ['tonnage', v, message('validation.tonnage')] as const),
        ),
        ([field, value, text]) => shipRefuses(field, value, text),
      ),
      formRuns,
    );
  });
});

describe('captain add with bad input', () => {
  const good = { name: '王建国', mobile: '13800000001', certificateNo: 'CB-2019-0088' };
  const label = { name: message('captain.add.name'), mobile: message('captain.add.mobile'), certificateNo: message('captain.add.certificateNo') };
  const captainRefuses = (field: keyof typeof good, value: string, text: string) =>
    refuses(
      '/myCaptain/add',
      <CaptainAdd />,
      Object.fromEntries(Object.entries({ ...good, [field]: value }).map(([name, v]) => [label[name as keyof typeof good], v])),
      'captain.add.save',
      text,
    );

  it('should refuse a bad name, a mobile near-miss or a certificate number near-miss', async () => {
    const name = fc
      .oneof(blank, oversize(20), withControlChar(good.name), scriptPayload, fc.constantFrom('王3', '王@工'))
      .filter((v) => !isFormatValid('personName', v.trim()));
    const certificateNo = fc
      .oneof(fc.constantFrom('AB1', 'CB 2019', '证书123', 'CB_2019_0088', 'CB/2019'), oversize(30), withControlChar('CB-2019-0088'))
      .filter((v) => v.trim() !== '' && !isFormatValid('certificateNo', v.trim()));
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          name.map((v) => ['name', v, message('validation.personName')] as const),
          fc.oneof(badMobile, blank).map((v) => ['mobile', v, message('validation.mobile')] as const),
          certificateNo.map((v) => ['certificateNo', v, message('validation.certificateNo')] as const),
        ),
        ([field, value, text]) => captainRefuses(field, value, text),
      ),
      formRuns,
    );
  });
});
