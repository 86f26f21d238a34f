import { Button, Input, List, Switch } from 'antd-mobile';
import { useCallback, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { type FieldRule, FormError, useFormKit, SubmitBar } from '@/components/Form';
import { addressAddFields } from '@/lib/fields';
import { useT } from '@/lib/i18n';
import { nativeBridge, type MapAddress } from '@/lib/native';
import type { Address } from '../api';
import { RegionField } from './RegionField';
import { addressFeatureStore, normalForm, setPicked, TYPED_FIELDS, withPlace, type AddressForm as Form, type TypedField } from '../store';

/** The rules of address.add by field; the form says itself that a field is missing (naming it). */
const rules: Readonly<Record<TypedField, FieldRule>> = Object.fromEntries(
  TYPED_FIELDS.map((field) => [field, { ...addressAddFields[field], required: false }]),
) as Record<TypedField, FieldRule>;

const REGION_FIELDS: readonly TypedField[] = ['province', 'city', 'district'];

/** What a place from the map fills in. */
const PLACE_FIELDS = ['detail', 'province', 'city', 'district', 'latitude', 'longitude'] as const;
/** The region codes a place brings, or drops (a region named without them is not the one whose codes were kept). */
const CODE_FIELDS = ['provinceCode', 'cityCode', 'districtCode'] as const;

export interface AddressFormProps {
  /** The kit's draft of this form: `address.add`, or `address.edit.<addressId>`. */
  readonly draftKey: string;
  readonly initial: Form;
  /** Sends the checked form (address.add or address.edit). */
  readonly save: (form: Form) => Promise<Address>;
  readonly onSaved: (address: Address) => void;
}

/**
 * The address form of the add and edit pages: receiver, mobile, region, street address, map point and
 * default flag. What is typed survives the trip to the map picker (the kit's draft); a bad field says what is wrong.
 */
export function AddressFormView({ draftKey, initial, save, onSaved }: AddressFormProps) {
  const t = useT();
  const label = (field: TypedField) => t(`address.form.${field}`);
  const kit = useFormKit<Form, Address>({
    defaultValues: () => initial,
    rules,
    messages: {
      receiverName: { tooLong: 'address.form.nameTooLong' },
      receiverMobile: { format: 'address.form.badMobile' },
      detail: { tooLong: 'address.form.detailTooLong' },
    },
    normalize: normalForm,
    // The region's three parts come from one picker: a missing one asks for the region.
    check: (form) =>
      Object.fromEntries(
        TYPED_FIELDS.map((field) => [
          field,
          form[field] !== '' ? null : REGION_FIELDS.includes(field) ? t('address.region.required') : t('address.form.required', { field: label(field) }),
        ]),
      ),
    draft: draftKey,
    submit: {
      write: save,
      invalidates: [['address']],
      message: (message) => t('address.form.saveFailed', { message }),
      onSuccess: (address) => {
        setPicked(null);
        onSaved(address);
      },
    },
  });
  const { values, form } = kit;
  const regionError = kit.errorOf('province') ?? kit.errorOf('city') ?? kit.errorOf('district');
  const { picked } = useSnapshot(addressFeatureStore);
  const takePlace = useCallback(
    (place: MapAddress) => {
      const next = withPlace(form.getValues(), place);
      for (const field of PLACE_FIELDS) if (next[field] !== undefined) form.setValue(field, next[field], { shouldDirty: true });
      for (const field of CODE_FIELDS) form.setValue(field, next[field], { shouldDirty: true });
    },
    [form],
  );
  // A place picked on the web map page.
  useEffect(() => {
    if (picked) {
      takePlace(picked as MapAddress);
      setPicked(null);
    }
  }, [picked, takePlace]);
  // A place from the native map picker.
  useEffect(() => nativeBridge().onMapAddressSure(takePlace), [takePlace]);

  const pickOnMap = () =>
    void nativeBridge().mapAddress({
      address: values.detail,
      ...(values.latitude !== undefined && values.longitude !== undefined ? { latitude: values.latitude, longitude: values.longitude } : {}),
    });

  const input = (field: TypedField, extra: { placeholder?: string; inputMode?: 'numeric' | 'text' } = {}) => {
    const { id, value, onChange, error } = kit.text(field);
    return (
      <List.Item title={<span className="app-required">{label(field)}</span>} description={<FormError message={error} />}>
        <Input id={id} aria-label={label(field)} value={value} onChange={onChange} placeholder={extra.placeholder} inputMode={extra.inputMode} clearable />
      </List.Item>
    );
  };

  return (
    <>
      <List>
        {input('receiverName', { placeholder: t('address.form.receiverNamePlaceholder') })}
        {input('receiverMobile', { placeholder: t('address.form.receiverMobilePlaceholder'), inputMode: 'numeric' })}
        <List.Item title={<span className="app-required">{t('address.region.label')}</span>} description={<FormError message={regionError} />}>
          <RegionField
            label={t('address.region.label')}
            value={{ province: values.province, city: values.city, district: values.district }}
            onChange={(region) => {
              kit.set('province', region.province);
              kit.set('city', region.city);
              kit.set('district', region.district);
              kit.set('provinceCode', region.provinceCode);
              kit.set('cityCode', region.cityCode);
              kit.set('districtCode', region.districtCode);
            }}
          />
        </List.Item>
        {input('detail', { placeholder: t('address.form.detailPlaceholder') })}
        <List.Item
          extra={
            <Button className="addr-place-button" color="primary" fill="outline" onClick={pickOnMap}>
              {t('address.form.pickOnMap')}
            </Button>
          }
        >
          {/* Located only when the map gave a point (its coordinates mean nothing to a buyer and are not shown). */}
          {values.latitude !== undefined && values.longitude !== undefined ? t('address.map.positioned') : t('address.map.hint')}
        </List.Item>
        <List.Item
          extra={<Switch aria-label={t('address.form.isDefault')} checked={values.isDefault} onChange={(isDefault) => kit.set('isDefault', isDefault)} />}
        >
          {t('address.form.isDefault')}
        </List.Item>
      </List>
      <SubmitBar kit={kit}>{t('address.form.save')}</SubmitBar>
    </>
  );
}
