import { List, Switch } from 'antd-mobile';
import { useState } from 'react';
import { GuardedButton } from '@/components/ClickGuard';
import { TextField, useFormDraft } from '@/components/Form';
import { useT } from '@/lib/i18n';
import { showErrorBanner, showToast } from '@/lib/ui';
import type { VehicleInput } from '../api';
import { VEHICLE_TYPES, vehicleBody, vehicleProblems, type VehicleDraft, type VehicleField, type VehicleProblem } from '../form';
import { errorText } from './ui';

export interface VehicleFormProps {
  /**
   * The draft this form keeps in the tab until it is saved (useFormDraft): `vehicle.add` for a new vehicle,
   * `vehicle.edit.<vehicleId>` for a saved one — a failed save, a reload or a login in between lose nothing typed.
   */
  readonly draftKey: string;
  readonly initial: VehicleDraft;
  /**
   * A vehicle with a monitoring device (/myCar/editVehicleControls): its plate and device are bound on the
   * monitoring platform, so they show locked; every other field stays editable.
   */
  readonly locked?: boolean;
  /** Sends the checked body; a failure is shown as a banner and the form stays as typed (the draft is dropped once it resolves). */
  readonly onSave: (body: VehicleInput) => Promise<void>;
}

/**
 * The one vehicle form of /myCar/add, /myCar/addAndEdit and both editors: plate, type, rated load,
 * driver, monitoring device. Bad input shows the catalogue message under the field and nothing is sent.
 */
export function VehicleForm({ draftKey, initial, locked = false, onSave }: VehicleFormProps) {
  const t = useT();
  const [draft, setDraft, clearDraft] = useFormDraft<VehicleDraft>(draftKey, () => initial);
  const [problems, setProblems] = useState<Partial<Record<VehicleField, VehicleProblem>>>({});
  const set = (field: Exclude<keyof VehicleDraft, 'monitored'>) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const error = (field: VehicleField) => (problems[field] ? t(problems[field]) : undefined);
  const save = async () => {
    const found = vehicleProblems(draft);
    setProblems(found);
    const first = Object.values(found)[0];
    if (first) {
      showToast(t(first));
      return;
    }
    try {
      await onSave(vehicleBody(draft));
      clearDraft();
    } catch (failure) {
      showErrorBanner(t('vehicle.add.failed', { message: errorText(failure) }));
    }
  };
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
          id="veh-plate"
          label={t('vehicle.add.plateNumber')}
          required
          value={draft.plateNumber}
          onChange={set('plateNumber')}
          placeholder={t('vehicle.add.plateNumberPlaceholder')}
          error={error('plateNumber')}
          readOnly={locked}
          clearable={!locked}
        />
        <List.Item title={<span className="app-required">{t('vehicle.add.vehicleType')}</span>}>
          <div className="veh-chips" role="group" aria-label={t('vehicle.add.vehicleType')}>
            {VEHICLE_TYPES.map((type) => (
              <button
                key={type}
                type="button"
                className={type === draft.vehicleType ? 'veh-chip veh-chip--on' : 'veh-chip'}
                aria-pressed={type === draft.vehicleType}
                onClick={() => setDraft((d) => ({ ...d, vehicleType: type }))}
              >
                {t(`vehicle.types.${type}`)}
              </button>
            ))}
          </div>
        </List.Item>
        <TextField
          id="veh-load"
          label={t('vehicle.add.loadWeight')}
          required
          inputMode="decimal"
          value={draft.loadWeight}
          onChange={set('loadWeight')}
          placeholder={t('vehicle.add.loadWeightPlaceholder')}
          error={error('loadWeight')}
          clearable
        />
        <TextField
          id="veh-driver"
          label={t('vehicle.add.driverName')}
          value={draft.driverName}
          onChange={set('driverName')}
          placeholder={t('vehicle.add.optional')}
          error={error('driverName')}
          clearable
        />
        <TextField
          id="veh-mobile"
          label={t('vehicle.add.driverMobile')}
          inputMode="numeric"
          value={draft.driverMobile}
          onChange={set('driverMobile')}
          placeholder={t('vehicle.add.optional')}
          error={error('driverMobile')}
          clearable
        />
        <List.Item
          extra={
            <Switch
              aria-label={t('vehicle.add.monitored')}
              checked={draft.monitored}
              disabled={locked}
              onChange={(monitored) => setDraft((d) => ({ ...d, monitored }))}
            />
          }
        >
          {t('vehicle.add.monitored')}
        </List.Item>
        {draft.monitored && (
          <TextField
            id="veh-device"
            label={t('vehicle.add.monitorDeviceNo')}
            required
            value={draft.monitorDeviceNo}
            onChange={set('monitorDeviceNo')}
            placeholder={t('vehicle.add.monitorDeviceNoPlaceholder')}
            error={error('monitorDeviceNo')}
            readOnly={locked}
            clearable={!locked}
          />
        )}
      </List>
      <div className="app-bottom-bar veh-bottom">
        <GuardedButton block color="primary" onClick={save}>
          {t('vehicle.add.save')}
        </GuardedButton>
      </div>
    </>
  );
}
