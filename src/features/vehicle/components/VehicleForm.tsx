import { List, Switch } from 'antd-mobile';
import { ChoiceChips } from '@/components/ChoiceChips';
import { TextField, useFormKit, SubmitBar } from '@/components/Form';
import { vehicleAddFields } from '@/lib/fields';
import { useT } from '@/lib/i18n';
import type { VehicleInput } from '../api';
import { normalVehicleDraft, VEHICLE_TYPES, vehicleBody, type VehicleDraft } from '../store';

export interface VehicleFormProps {
  /**
   * The draft this form keeps in the tab until it is saved: `vehicle.add` for a new vehicle,
   * `vehicle.edit.<vehicleId>` for a saved one — a failed save, a reload or a login in between lose nothing typed.
   */
  readonly draftKey: string;
  readonly initial: VehicleDraft;
  /**
   * A vehicle with a monitoring device (/myCar/editVehicleControls): its plate and device are bound on the
   * monitoring platform, so they show locked; every other field stays editable.
   */
  readonly locked?: boolean;
  /** Sends the checked body (vehicle.add or vehicle.edit). */
  readonly save: (body: VehicleInput) => Promise<unknown>;
  /** The cached reads the save changes. */
  readonly invalidates: readonly (readonly unknown[])[];
  /** After a save went through (the draft is forgotten). */
  readonly onSaved: () => void;
}

/** The rules of vehicle.add, by form field; the form checks the load as a tonnage and the driver's name as a name. */
const rules = {
  plateNumber: vehicleAddFields.plateNumber,
  vehicleType: vehicleAddFields.vehicleType,
  loadWeight: { ...vehicleAddFields.loadWeight, rule: 'tonnage' },
  driverName: { ...vehicleAddFields.driverName, rule: 'personName' },
  driverMobile: vehicleAddFields.driverMobile,
  monitorDeviceNo: vehicleAddFields.monitorDeviceNo,
} as const;

/**
 * The one vehicle form of /myCar/add, /myCar/addAndEdit and both editors: plate, type, rated load,
 * driver, monitoring device. Bad input shows the catalogue message under the field and nothing is sent.
 */
export function VehicleForm({ draftKey, initial, locked = false, save, invalidates, onSaved }: VehicleFormProps) {
  const t = useT();
  const kit = useFormKit<VehicleDraft>({
    defaultValues: () => initial,
    rules,
    messages: { loadWeight: 'vehicle.add.badLoad', monitorDeviceNo: { tooLong: 'vehicle.add.deviceTooLong' } },
    normalize: normalVehicleDraft,
    check: (draft) => ({ monitorDeviceNo: draft.monitored && draft.monitorDeviceNo === '' ? t('vehicle.add.needDevice') : null }),
    draft: draftKey,
    submit: {
      write: (draft) => save(vehicleBody(draft)),
      invalidates,
      message: (message) => t('vehicle.add.failed', { message }),
      onSuccess: onSaved,
    },
  });
  const { values } = kit;
  return (
    <>
      <List className="veh-form">
        {locked && (
          <List.Item>
            <p className="veh-locked" role="note">
              {t('vehicle.add.locked')}
            </p>
          </List.Item>
        )}
        <TextField
          stacked
          label={t('vehicle.add.plateNumber')}
          placeholder={t('vehicle.add.plateNumberPlaceholder')}
          readOnly={locked}
          clearable={!locked}
          {...kit.text('plateNumber')}
        />
        <List.Item title={<span className="app-required">{t('vehicle.add.vehicleType')}</span>}>
          <ChoiceChips
            label={t('vehicle.add.vehicleType')}
            options={VEHICLE_TYPES.map((type) => ({ id: type, text: t(`vehicle.types.${type}`) }))}
            value={values.vehicleType}
            onChange={(type) => kit.set('vehicleType', type)}
          />
        </List.Item>
        <TextField
          stacked
          label={t('vehicle.add.loadWeight')}
          inputMode="decimal"
          placeholder={t('vehicle.add.loadWeightPlaceholder')}
          clearable
          {...kit.text('loadWeight')}
        />
        <TextField stacked label={t('vehicle.add.driverName')} placeholder={t('vehicle.add.optional')} clearable {...kit.text('driverName')} />
        <TextField
          stacked
          label={t('vehicle.add.driverMobile')}
          inputMode="numeric"
          placeholder={t('vehicle.add.optional')}
          clearable
          {...kit.text('driverMobile')}
        />
        <List.Item
          extra={
            <Switch
              aria-label={t('vehicle.add.monitored')}
              checked={values.monitored}
              disabled={locked}
              onChange={(monitored) => kit.set('monitored', monitored)}
            />
          }
        >
          {t('vehicle.add.monitored')}
        </List.Item>
        {values.monitored && (
          <TextField
            stacked
            label={t('vehicle.add.monitorDeviceNo')}
            placeholder={t('vehicle.add.monitorDeviceNoPlaceholder')}
            readOnly={locked}
            clearable={!locked}
            {...kit.text('monitorDeviceNo')}
            required
          />
        )}
      </List>
      <SubmitBar kit={kit} className="app-bottom-bar veh-bottom">
        {t('vehicle.add.save')}
      </SubmitBar>
    </>
  );
}
