import List from 'antd-mobile/es/components/list';
import { lazy, Suspense, useState } from 'react';
import { useT } from '@/lib/i18n';
import { FieldLabel, FormError } from './TextField';

// The picker (with its wheel and popup) loads on the first tap, so no route chunk carries it.
const DatePicker = lazy(() => import('antd-mobile/es/components/date-picker'));

/** A `YYYY-MM-DD` day as a local date (midnight); undefined for '' or anything else. */
function toDate(day: string | undefined): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '');
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : undefined;
}

/** A local date as `YYYY-MM-DD`, the form the gateway takes. */
function toDay(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

export interface DateInputProps {
  readonly id?: string;
  /** The button's accessible name and the picker's title. */
  readonly label: string;
  /** The chosen day as `YYYY-MM-DD`, or '' for none. */
  readonly value: string;
  readonly onChange: (day: string) => void;
  /** The earliest and latest days that can be picked (`YYYY-MM-DD`). */
  readonly min?: string | undefined;
  readonly max?: string | undefined;
  /** Shown while no day is chosen; the catalogue's "pick a date" when not given. */
  readonly placeholder?: string;
  /** The id of the text that describes the field (its problem). */
  readonly describedBy?: string | undefined;
}

/**
 * A day chooser in the app's language: a button showing the chosen day (or a placeholder) that opens
 * antd-mobile's DatePicker — never the browser's date input, which shows its own locale's "mm/dd/yyyy".
 * The picker opens on the chosen day, else today, within min/max.
 */
export function DateInput({ id, label, value, onChange, min, max, placeholder, describedBy }: DateInputProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  // Mounted from the first tap on, so closing it can animate.
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        type="button"
        id={id}
        className={value ? 'app-date-input' : 'app-date-input app-date-input--empty'}
        aria-label={label}
        aria-describedby={describedBy}
        aria-haspopup="dialog"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {value || placeholder || t('common.pickDate')}
      </button>
      {used && (
        <Suspense fallback={null}>
          <DatePicker
            visible={open}
            title={label}
            precision="day"
            value={toDate(value) ?? null}
            min={toDate(min)}
            max={toDate(max)}
            confirmText={t('common.ok')}
            cancelText={t('common.cancel')}
            onClose={() => setOpen(false)}
            onConfirm={(date) => onChange(toDay(date))}
          />
        </Suspense>
      )}
    </>
  );
}

export interface DateFieldProps extends Omit<DateInputProps, 'id' | 'describedBy'> {
  readonly id: string;
  readonly required?: boolean;
  /** The field's problem in the buyer's words, read out under it; nothing while it is fine. */
  readonly error?: string | null | undefined;
}

/** One labelled day field of a form in a card list, laid out like {@link TextField}: label, the {@link DateInput}, its problem. */
export function DateField({ id, label, required = false, error, ...input }: DateFieldProps) {
  return (
    <List.Item
      prefix={
        <FieldLabel htmlFor={id} required={required}>
          {label}
        </FieldLabel>
      }
      description={<FormError message={error} id={`${id}-error`} />}
    >
      <DateInput id={id} label={label} describedBy={error ? `${id}-error` : undefined} {...input} />
    </List.Item>
  );
}
