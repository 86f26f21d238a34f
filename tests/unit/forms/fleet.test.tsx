// @vitest-environment happy-dom
// Bad input in the fleet forms: the vehicle form (/myCar/add; the editors share VehicleForm) and the driver
// form (/mydriver/editordetail without a driver: driver.add; the edit shares DriverForm). Every generated
// bad value shows a catalogue message and sends nothing.
import { screen } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, it } from 'vitest';
import DriverEditOrDetail from '../../../src/features/driver/screens/DriverEditOrDetail.tsx';
import VehicleAdd from '../../../src/features/vehicle/screens/VehicleAdd.tsx';
import {
  badIdCardChecksum,
  badIdCardFormat,
  badMobile,
  badMoney,
  badPlate,
  blank,
  controlChar,
  formRuns,
  message,
  scriptPayload,
  withControlChar,
  zeroMoney,
} from '../support/badInput.ts';
import { clearScreen, expectRefused, paste } from '../support/forms.ts';
import { installGateway, renderScreen, setUpScreenTest, tearDownScreenTest } from '../support/harness.tsx';

afterEach(() => {
  clearScreen();
  tearDownScreenTest();
});

const vehicleGood = { plateNumber: '沪B99999', loadWeight: '25.5', driverName: '', driverMobile: '' };
type VehicleField = keyof typeof vehicleGood;
const vehicleLabel: Record<VehicleField, string> = {
  plateNumber: message('vehicle.add.plateNumber'),
  loadWeight: message('vehicle.add.loadWeight'),
  driverName: message('vehicle.add.driverName'),
  driverMobile: message('vehicle.add.driverMobile'),
};

async function vehicleRefuses(field: VehicleField, value: string, text: string) {
  clearScreen();
  setUpScreenTest();
  const gateway = installGateway({});
  renderScreen('/myCar/add', <VehicleAdd />);
  for (const [name, v] of Object.entries({ ...vehicleGood, [field]: value }) as [VehicleField, string][]) {
    paste(screen.getByRole('textbox', { name: vehicleLabel[name] }), v);
  }
  await expectRefused(gateway, () => screen.getByRole('button', { name: message('vehicle.add.save') }).click(), text);
}

const driverGood = { name: '张建国', mobile: '13900000088', idCardNo: '11010519491231002X', licenseNo: '' };
type DriverField = keyof typeof driverGood;

async function driverRefuses(field: DriverField, value: string, text: (label: string) => string) {
  clearScreen();
  setUpScreenTest();
  const gateway = installGateway({});
  renderScreen('/mydriver/editordetail', <DriverEditOrDetail />);
  const label = (name: DriverField) => message(`driver.detail.${name}`);
  for (const [name, v] of Object.entries({ ...driverGood, [field]: value }) as [DriverField, string][])
    paste(screen.getByRole('textbox', { name: label(name) }), v);
  await expectRefused(gateway, () => screen.getByRole('button', { name: message('driver.form.save') }).click(), text(label(field)));
}

describe('vehicle form with bad input', () => {
  it('should refuse a bad plate, blank or with a script payload', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(badPlate, blank, scriptPayload, withControlChar('沪B99999')), (plate) =>
        vehicleRefuses('plateNumber', plate, message('validation.plateNumber')),
      ),
      formRuns,
    );
  });

  it('should refuse a rated load that is not money above 0', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(badMoney, zeroMoney, blank), (load) => vehicleRefuses('loadWeight', load, message('vehicle.add.badLoad'))),
      formRuns,
    );
  });

  it("should refuse a bad driver's name or mobile", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.oneof(scriptPayload, withControlChar('张建国')).map((v) => ['driverName', v, message('validation.personName')] as const),
          badMobile.map((v) => ['driverMobile', v, message('validation.mobile')] as const),
        ),
        ([field, value, text]) => vehicleRefuses(field, value, text),
      ),
      formRuns,
    );
  });
});

describe('driver form with bad input', () => {
  it('should refuse an empty or blank name or mobile, naming it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom<DriverField>('name', 'mobile'), blank, (field, value) =>
        driverRefuses(field, value, (label) => message('driver.form.required', { field: label })),
      ),
      formRuns,
    );
  });

  it('should refuse a name with digits, a script or a control character, and a bad mobile', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.oneof(scriptPayload, withControlChar('张建国', controlChar), fc.constant('张三3')).map((v) => ['name', v, 'validation.personName'] as const),
          badMobile.map((v) => ['mobile', v, 'validation.mobile'] as const),
        ),
        ([field, value, key]) => driverRefuses(field, value, () => message(key)),
      ),
      formRuns,
    );
  });

  it('should refuse an ID card number of the wrong shape or with a wrong check character', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          badIdCardFormat.map((v) => [v, 'validation.idCard'] as const),
          badIdCardChecksum.map((v) => [v, 'driver.form.badIdCheck'] as const),
        ),
        ([value, key]) => driverRefuses('idCardNo', value, () => message(key)),
      ),
      formRuns,
    );
  });
});
