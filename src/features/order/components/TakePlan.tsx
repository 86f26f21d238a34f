import { useSnapshot } from 'valtio';
import type { TimeSlotCode } from '@/lib/constants';
import { i18n, useT } from '@/lib/i18n';
import { takeDateOptions, type TakeTime, slotsForDate } from '@/domain';
import { Chips, Section } from './ui';

export interface TakePlanProps {
  title: string;
  value: TakeTime | undefined;
  now: number;
  onDate: (date: string) => void;
  onSlot: (date: string, slot: TimeSlotCode) => void;
}

/** The take plan: the 7 date options from today and the time slots of the chosen date. */
export function TakePlan({ title, value, now, onDate, onSlot }: TakePlanProps) {
  const t = useT();
  const { locale } = useSnapshot(i18n);
  const dates = takeDateOptions(now).map((option, index) => ({
    id: option.id,
    text: index === 0 ? `${t('order.checkout.today')} ${option.text}` : index === 1 ? `${t('order.checkout.tomorrow')} ${option.text}` : option.text,
  }));
  const date = value?.date ?? '';
  const slots = date ? slotsForDate(date, now).map((slot) => ({ id: slot.code, text: slot.label[locale] })) : [];
  return (
    <Section title={title}>
      <div className="ord-field-label">{t('order.checkout.takeDate')}</div>
      <Chips label={`${title} ${t('order.checkout.takeDate')}`} options={dates} value={date} onChange={onDate} />
      <div className="ord-field-label">{t('order.checkout.timeSlot')}</div>
      <Chips label={`${title} ${t('order.checkout.timeSlot')}`} options={slots} value={value?.timeSlot ?? ''} onChange={(slot) => onSlot(date, slot)} />
    </Section>
  );
}
