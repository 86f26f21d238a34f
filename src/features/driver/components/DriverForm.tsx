import { List } from 'antd-mobile';
import { useState } from 'react';
import { GuardedButton } from '@/components/ClickGuard';
import { TextField } from '@/components/Form';
import { useT } from '@/lib/i18n';
import { showErrorBanner, showToast } from '@/lib/ui';
import type { DriverAddBody, DriverVehicle } from '../api';
import { driverBody, driverProblems, LICENSE_TYPES, type DriverDraft, type DriverField, type DriverProblem } from '../form';
import { errorText } from './ui';

/** A row of choice chips (one chosen, or none). */
function Chips({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { id: string; text: string }[];
  value: string;
  onChange: (id: string) => void;
}) {
  return (
    <List.Item title={label}>
      <div className="drv-chips" role="group" aria-label={label}>
        {options.map((option) => (
          <button
            key={option.id}
            type="button"
            className={option.id === value ? 'drv-chip drv-chip--on' : 'drv-chip'}
            aria-pressed={option.id === value}
            onClick={() => onChange(option.id)}
          >
            {option.text}
          </button>
        ))}
      </div>
    </List.Item>
  );
}

export interface DriverFormProps {
  readonly initial: DriverDraft;
  /**
   * The buyer's vehicles to choose the usual one from; absent when adding (the edit binds it later) or when
   * they could not be loaded (the driver then keeps the vehicle they have).
   */
  readonly vehicles?: readonly DriverVehicle[] | undefined;
  /** Sends the checked body (with the usual vehicle, if any); a failure shows a banner. */
  readonly onSave: (body: DriverAddBody & { vehicleId?: string }) => Promise<void>;
}

/**
 * The driver form of /mydriver/editordetail (edit and add): name, mobile, ID card number (format and check
 * character), licence number and class, the usual vehicle. Bad input shows the catalogue message under the
 * field and nothing is sent.
 */
export function DriverForm({ initial, vehicles, onSave }: DriverFormProps) {
  const t = useT();
  const [draft, setDraft] = useState<DriverDraft>(initial);
  const [problems, setProblems] = useState<Partial<Record<DriverField, DriverProblem>>>({});
  const set = (field: keyof DriverDraft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const label = (field: DriverField) => t(`driver.detail.${field}`);
  const message = (field: DriverField, problem: DriverProblem) =>
    problem === 'driver.form.required' ? t('driver.form.required', { field: label(field) }) : t(problem);
  const error = (field: DriverField) => {
    const problem = problems[field];
    return problem ? message(field, problem) : undefined;
  };
  const save = async () => {
    const found = driverProblems(draft);
    setProblems(found);
    const first = (Object.entries(found) as [DriverField, DriverProblem][])[0];
    if (first) {
      showToast(message(...first));
      return;
    }
    try {
      await onSave({ ...driverBody(draft), ...(draft.vehicleId !== '' ? { vehicleId: draft.vehicleId } : {}) });
    } catch (failure) {
      showErrorBanner(t('driver.form.failed', { message: errorText(failure) }));
    }
  };
  return (
    <>
      <List>
        <TextField
          id="drv-name"
          label={label('name')}
          required
          value={draft.name}
          onChange={set('name')}
          placeholder={t('driver.form.namePlaceholder')}
          error={error('name')}
          clearable
        />
        <TextField
          id="drv-mobile"
          label={label('mobile')}
          required
          inputMode="numeric"
          value={draft.mobile}
          onChange={set('mobile')}
          placeholder={t('driver.form.mobilePlaceholder')}
          error={error('mobile')}
          clearable
        />
        <TextField
          id="drv-idcard"
          label={label('idCardNo')}
          value={draft.idCardNo}
          onChange={set('idCardNo')}
          placeholder={t('driver.form.idCardPlaceholder')}
          error={error('idCardNo')}
          clearable
        />
        <TextField
          id="drv-license"
          label={label('licenseNo')}
          value={draft.licenseNo}
          onChange={set('licenseNo')}
          placeholder={t('driver.form.licenseNoPlaceholder')}
          error={error('licenseNo')}
          clearable
        />
        <Chips
          label={t('driver.detail.licenseType')}
          options={[{ id: '', text: t('driver.form.noVehicle') }, ...LICENSE_TYPES.map((type) => ({ id: type, text: type }))]}
          value={draft.licenseType}
          onChange={set('licenseType')}
        />
        {vehicles && (
          <Chips
            label={t('driver.detail.vehicle')}
            options={[{ id: '', text: t('driver.form.noVehicle') }, ...vehicles.map((v) => ({ id: v.vehicleId, text: v.plateNumber }))]}
            value={draft.vehicleId}
            onChange={set('vehicleId')}
          />
        )}
      </List>
      <div className="app-bottom-bar">
        <GuardedButton block color="primary" onClick={save}>
          {t('driver.form.save')}
        </GuardedButton>
      </div>
    </>
  );
}
