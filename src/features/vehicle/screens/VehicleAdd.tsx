import { Input, List } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useRouteQuery } from '@/lib/navigation';
import { GuardedButton } from '@/components/ClickGuard';
import { Header } from '@/components/Header';
import { useT } from '@/lib/i18n';
import { href, localHref } from '@/lib/routes';
import { showErrorBanner, showToast } from '@/lib/ui';
import { isFormatValid } from '@/lib/validation';
import { vehicleApi } from '../api';
import { errorText, useRouteTitle } from '../components/ui';
import '../components/vehicle.css';

const TYPES = ['mixer', 'tipper', 'flatbed'] as const;
const PLATE = /^[\u4e00-\u9fa5][A-Z][A-Z0-9]{5,6}$/;

type Field = 'plateNumber' | 'loadWeight' | 'driverMobile';

/** /myCar/add: adds a vehicle; back to `from` (the vehicle picker of the order) when given. */
export default function VehicleAdd() {
  const t = useT();
  const navigate = useNavigate();
  const from = localHref(useRouteQuery('/myCar/add').from);
  const title = useRouteTitle('/myCar/add');
  const [form, setForm] = useState({ plateNumber: '', vehicleType: 'tipper' as (typeof TYPES)[number], loadWeight: '', driverName: '', driverMobile: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const save = async () => {
    const plate = form.plateNumber.trim().toUpperCase();
    const found: Partial<Record<Field, string>> = {};
    if (!PLATE.test(plate)) found.plateNumber = t('vehicle.add.badPlate');
    if (!/^\d+(\.\d{1,2})?$/.test(form.loadWeight.trim()) || Number(form.loadWeight) <= 0) found.loadWeight = t('vehicle.add.badLoad');
    if (form.driverMobile.trim() && !isFormatValid('mobile', form.driverMobile.trim())) found.driverMobile = t('vehicle.add.badMobile');
    setErrors(found);
    const first = Object.values(found)[0];
    if (first) {
      showToast(first);
      return;
    }
    try {
      await vehicleApi.add({
        plateNumber: plate,
        vehicleType: form.vehicleType,
        loadWeight: form.loadWeight.trim(),
        ...(form.driverName.trim() ? { driverName: form.driverName.trim() } : {}),
        ...(form.driverMobile.trim() ? { driverMobile: form.driverMobile.trim() } : {}),
      });
      showToast(t('vehicle.add.saved'));
      void navigate(from ?? href('/myCar'), { replace: true });
    } catch (error) {
      showErrorBanner(t('vehicle.add.failed', { message: errorText(error) }));
    }
  };
  const err = (field: Field) =>
    errors[field] ? (
      <span className="app-field-error" role="alert">
        {errors[field]}
      </span>
    ) : undefined;
  return (
    <div className="app-screen">
      <Header title={title} />
      <List>
        <List.Item title={<span className="app-required">{t('vehicle.add.plateNumber')}</span>} description={err('plateNumber')}>
          <Input
            aria-label={t('vehicle.add.plateNumber')}
            placeholder={t('vehicle.add.plateNumberPlaceholder')}
            value={form.plateNumber}
            onChange={set('plateNumber')}
            clearable
          />
        </List.Item>
        <List.Item title={<span className="app-required">{t('vehicle.add.vehicleType')}</span>}>
          <div className="veh-chips" role="group" aria-label={t('vehicle.add.vehicleType')}>
            {TYPES.map((type) => (
              <button
                key={type}
                type="button"
                className={type === form.vehicleType ? 'veh-chip veh-chip--on' : 'veh-chip'}
                aria-pressed={type === form.vehicleType}
                onClick={() => setForm((f) => ({ ...f, vehicleType: type }))}
              >
                {t(`vehicle.types.${type}`)}
              </button>
            ))}
          </div>
        </List.Item>
        <List.Item title={<span className="app-required">{t('vehicle.add.loadWeight')}</span>} description={err('loadWeight')}>
          <Input
            aria-label={t('vehicle.add.loadWeight')}
            inputMode="decimal"
            placeholder={t('vehicle.add.loadWeightPlaceholder')}
            value={form.loadWeight}
            onChange={set('loadWeight')}
            clearable
          />
        </List.Item>
        <List.Item title={t('vehicle.add.driverName')}>
          <Input
            aria-label={t('vehicle.add.driverName')}
            placeholder={t('vehicle.add.optional')}
            value={form.driverName}
            onChange={set('driverName')}
            clearable
          />
        </List.Item>
        <List.Item title={t('vehicle.add.driverMobile')} description={err('driverMobile')}>
          <Input
            aria-label={t('vehicle.add.driverMobile')}
            inputMode="numeric"
            placeholder={t('vehicle.add.optional')}
            value={form.driverMobile}
            onChange={set('driverMobile')}
            clearable
          />
        </List.Item>
      </List>
      <div className="app-bottom-bar veh-bottom">
        <GuardedButton block color="primary" onClick={save}>
          {t('vehicle.add.save')}
        </GuardedButton>
      </div>
    </div>
  );
}
