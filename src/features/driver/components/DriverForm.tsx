import { ChoiceChips } from '@/components/ChoiceChips';
import { List } from 'antd-mobile';
import { TextField, useFormKit, SubmitBar } from '@/components/Form';
import { driverAddFields } from '@/lib/fields';
import { useT } from '@/lib/i18n';
import type { Driver, DriverBody, DriverVehicle } from '../api';
import { driverBody, idCardCheckFails, LICENSE_TYPES, normalDriverDraft, type DriverDraft } from '../store';

/** A row of choice chips (one chosen, or none). */
function Chips(props: { label: string; options: readonly { id: string; text: string }[]; value: string; onChange: (id: string) => void }) {
  return (
    <List.Item title={props.label}>
      <ChoiceChips {...props} />
    </List.Item>
  );
}

/**
 * The rules of driver.add, by form field. Name and mobile are checked as present by the form itself (its
 * message names the field); the name is a person's name, the licence number letters and digits.
 */
const rules = {
  name: { ...driverAddFields.name, required: false, rule: 'personName' },
  mobile: { ...driverAddFields.mobile, required: false },
  idCardNo: driverAddFields.idCardNo,
  licenseNo: { ...driverAddFields.licenseNo, rule: 'alnum1to32' },
  licenseType: driverAddFields.licenseType,
} as const;

export interface DriverFormProps {
  readonly initial: DriverDraft;
  /**
   * The buyer's vehicles to choose the usual one from; absent when adding (the edit binds it later) or when
   * they could not be loaded (the driver then keeps the vehicle they have).
   */
  readonly vehicles?: readonly DriverVehicle[] | undefined;
  /** Sends the checked body (driver.add or driver.edit). */
  readonly save: (body: DriverBody) => Promise<Driver>;
  /** After the save went through, with the driver as saved. */
  readonly onSaved: (driver: Driver) => void;
}

/**
 * The driver form of /mydriver/editordetail (edit and add): name, mobile, ID card number (format and check
 * character), licence number and class, the usual vehicle. Bad input shows the catalogue message under the
 * field and nothing is sent.
 */
export function DriverForm({ initial, vehicles, save, onSaved }: DriverFormProps) {
  const t = useT();
  const label = (field: 'name' | 'mobile' | 'idCardNo' | 'licenseNo') => t(`driver.detail.${field}`);
  const required = (field: 'name' | 'mobile', value: string) => (value === '' ? t('driver.form.required', { field: label(field) }) : null);
  const kit = useFormKit<DriverDraft, Driver>({
    defaultValues: () => initial,
    rules,
    messages: { licenseNo: 'driver.form.badLicenseNo' },
    normalize: normalDriverDraft,
    check: (draft) => ({
      name: required('name', draft.name),
      mobile: required('mobile', draft.mobile),
      idCardNo: idCardCheckFails(draft.idCardNo) ? t('driver.form.badIdCheck') : null,
    }),
    submit: {
      write: (draft) => save(driverBody(draft)),
      // The driver list and detail, and the vehicles, which show their driver.
      invalidates: [['driver'], ['vehicle']],
      message: (message) => t('driver.form.failed', { message }),
      onSuccess: onSaved,
    },
  });
  return (
    <>
      <List>
        <TextField stacked label={label('name')} placeholder={t('driver.form.namePlaceholder')} clearable {...kit.text('name')} required />
        <TextField
          stacked
          label={label('mobile')}
          inputMode="numeric"
          placeholder={t('driver.form.mobilePlaceholder')}
          clearable
          {...kit.text('mobile')}
          required
        />
        <TextField stacked label={label('idCardNo')} placeholder={t('driver.form.idCardPlaceholder')} clearable {...kit.text('idCardNo')} />
        <TextField stacked label={label('licenseNo')} placeholder={t('driver.form.licenseNoPlaceholder')} clearable {...kit.text('licenseNo')} />
        <Chips
          label={t('driver.detail.licenseType')}
          options={[{ id: '', text: t('driver.form.noVehicle') }, ...LICENSE_TYPES.map((type) => ({ id: type, text: type }))]}
          value={kit.values.licenseType}
          onChange={(id) => kit.set('licenseType', id)}
        />
        {vehicles && (
          <Chips
            label={t('driver.detail.vehicle')}
            options={[{ id: '', text: t('driver.form.noVehicle') }, ...vehicles.map((v) => ({ id: v.vehicleId, text: v.plateNumber }))]}
            value={kit.values.vehicleId}
            onChange={(id) => kit.set('vehicleId', id)}
          />
        )}
      </List>
      <SubmitBar kit={kit}>{t('driver.form.save')}</SubmitBar>
    </>
  );
}
