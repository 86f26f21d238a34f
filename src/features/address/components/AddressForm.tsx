import { Button, Input, List, Switch } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { GuardedButton } from '@/components/ClickGuard';
import { useT } from '@/lib/i18n';
import { nativeBridge, type MapAddress } from '@/lib/native';
import { isFormatValid } from '@/lib/validation';
import { addressFeatureStore, saveForm, setPicked, type AddressForm as Form } from '../store';
import { showToast } from '@/lib/ui';

type Field = 'receiverName' | 'receiverMobile' | 'province' | 'city' | 'district' | 'detail';

/** Takes a place from the map into the form. */
function withPlace(form: Form, place: MapAddress): Form {
  return {
    ...form,
    detail: place.address || form.detail,
    province: place.province ?? form.province,
    city: place.city ?? form.city,
    district: place.district ?? form.district,
    ...(place.latitude !== undefined ? { latitude: place.latitude } : {}),
    ...(place.longitude !== undefined ? { longitude: place.longitude } : {}),
  };
}

/**
 * The address form of the add and edit pages: receiver, mobile, region, street address, map point and
 * default flag. What is typed survives the trip to the map picker; a bad field says what is wrong.
 */
export function AddressFormView({ formKey, initial, onSave }: { formKey: string; initial: Form; onSave: (form: Form) => Promise<void> }) {
  const t = useT();
  const [form, setForm] = useState<Form>(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const { picked } = useSnapshot(addressFeatureStore);

  // Keep what is typed (the map picker leaves this page).
  useEffect(() => saveForm(formKey, form), [formKey, form]);
  // A place picked on the web map page.
  useEffect(() => {
    if (picked) {
      setForm((current) => withPlace(current, picked as MapAddress));
      setPicked(null);
    }
  }, [picked]);
  // A place from the native map picker.
  useEffect(() => nativeBridge().onMapAddressSure((place) => setForm((current) => withPlace(current, place))), []);

  const set = (field: keyof Form) => (value: string) => setForm((current) => ({ ...current, [field]: value }));
  const label = (field: Field) => t(`address.form.${field}`);

  const validate = (): boolean => {
    const found: Partial<Record<Field, string>> = {};
    for (const field of ['receiverName', 'receiverMobile', 'province', 'city', 'district', 'detail'] as const) {
      if (!form[field].trim()) found[field] = t('address.form.required', { field: label(field) });
    }
    if (!found.receiverName && form.receiverName.trim().length > 20) found.receiverName = t('address.form.nameTooLong');
    if (!found.receiverMobile && !isFormatValid('mobile', form.receiverMobile.trim())) found.receiverMobile = t('address.form.badMobile');
    if (!found.detail && form.detail.trim().length > 100) found.detail = t('address.form.detailTooLong');
    // Printable text only: a pasted control or bidi character would be stored unseen (validation.yaml plainText).
    for (const field of ['receiverName', 'province', 'city', 'district', 'detail'] as const) {
      if (!found[field] && !isFormatValid('plainText', form[field].trim())) found[field] = t('validation.plainText');
    }
    setErrors(found);
    const first = Object.values(found)[0];
    if (first) showToast(first);
    return !first;
  };

  const save = async () => {
    if (!validate()) return;
    await onSave({ ...form, receiverName: form.receiverName.trim(), receiverMobile: form.receiverMobile.trim(), detail: form.detail.trim() });
  };

  const pickOnMap = () =>
    void nativeBridge().mapAddress({
      address: form.detail,
      ...(form.latitude !== undefined && form.longitude !== undefined ? { latitude: form.latitude, longitude: form.longitude } : {}),
    });

  const input = (field: Field, extra: { placeholder?: string; inputMode?: 'numeric' | 'text' } = {}) => (
    <List.Item
      title={<span className="app-required">{label(field)}</span>}
      description={
        errors[field] ? (
          <span className="app-field-error" role="alert">
            {errors[field]}
          </span>
        ) : undefined
      }
    >
      <Input aria-label={label(field)} value={form[field]} onChange={set(field)} placeholder={extra.placeholder} inputMode={extra.inputMode} clearable />
    </List.Item>
  );

  return (
    <>
      <List>
        {input('receiverName', { placeholder: t('address.form.receiverNamePlaceholder') })}
        {input('receiverMobile', { placeholder: t('address.form.receiverMobilePlaceholder'), inputMode: 'numeric' })}
        {input('province')}
        {input('city')}
        {input('district')}
        {input('detail', { placeholder: t('address.form.detailPlaceholder') })}
        <List.Item
          extra={
            <Button size="small" color="primary" fill="outline" onClick={pickOnMap}>
              {t('address.form.pickOnMap')}
            </Button>
          }
          description={
            form.latitude !== undefined && form.longitude !== undefined
              ? t('address.map.position', { lat: form.latitude.toFixed(5), lng: form.longitude.toFixed(5) })
              : undefined
          }
        >
          {form.detail ? t('address.form.located', { address: form.detail }) : t('address.map.hint')}
        </List.Item>
        <List.Item
          extra={<Switch aria-label={t('address.form.isDefault')} checked={form.isDefault} onChange={(isDefault) => setForm((c) => ({ ...c, isDefault }))} />}
        >
          {t('address.form.isDefault')}
        </List.Item>
      </List>
      <div className="app-bottom-bar">
        <GuardedButton block color="primary" onClick={save}>
          {t('address.form.save')}
        </GuardedButton>
      </div>
    </>
  );
}
