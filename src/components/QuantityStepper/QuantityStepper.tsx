import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { useEffect, useState } from 'react';
import { useT } from '@/lib/i18n';
import { type Decimal, type UnitSteps, settleQuantity, stepQuantity, typedQuantityProblem, unitBounds } from '@/domain';
import './quantityStepper.css';

export interface QuantityStepperProps {
  /** The committed quantity. */
  readonly value: Decimal;
  /** The unit's steps (null: the default bounds 1 … 1,000,000, no grid). */
  readonly steps: UnitSteps | null;
  readonly unitName: string;
  /**
   * A new valid quantity, on the grid. When saving it returns a promise, a rejected one (the save failed)
   * puts the committed `value` back in the field: it never shows a quantity that was not saved.
   */
  readonly onChange: (quantity: Decimal) => unknown;
  /** Whether the typed text is acceptable (false while it shows an error). */
  readonly onValidity?: (valid: boolean) => void;
  readonly labels: { readonly input: string; readonly increase: string; readonly decrease: string };
  readonly disabled?: boolean;
}

/**
 * A quantity stepper over the quantity domain: − and + move one step of the unit (clamped and snapped),
 * typed text is checked against the bounds with the catalogue's messages and kept as typed while wrong;
 * on leaving the field a valid quantity is snapped onto the unit's grid, with a note when it moved.
 */
export function QuantityStepper({ value, steps, unitName, onChange, onValidity, labels, disabled }: QuantityStepperProps) {
  const t = useT();
  const [text, setText] = useState(value);
  const [note, setNote] = useState('');
  useEffect(() => setText(value), [value]);
  const bounds = unitBounds(steps);
  const problem = typedQuantityProblem(text, steps);
  const message =
    problem === 'min'
      ? t('validation.quantity.min', { min: `${bounds.min}${unitName}` })
      : problem === 'max'
        ? t('validation.quantity.max', { max: `${bounds.max}${unitName}` })
        : problem === 'invalid'
          ? t('validation.quantity.invalid')
          : '';
  useEffect(() => onValidity?.(problem === null), [problem, onValidity]);
  const send = (quantity: Decimal) => {
    const saving = onChange(quantity);
    if (saving instanceof Promise) saving.then(undefined, () => setText(value));
  };

  const commit = () => {
    if (typedQuantityProblem(text, steps) !== null) return;
    const snapped = settleQuantity(text.trim(), steps);
    setNote(snapped !== text.trim() ? t('goods.detail.snapped', { quantity: snapped, unit: unitName }) : '');
    setText(snapped);
    if (snapped !== value) send(snapped);
  };
  const step = (direction: 1 | -1) => {
    const base = problem === null ? settleQuantity(text.trim(), steps) : value;
    const next = stepQuantity(base, direction, steps);
    setNote('');
    setText(next);
    if (next !== value) send(next);
  };
  return (
    <div className="qty-stepper">
      <div className="qty-stepper__row">
        <div className="qty-stepper__group">
          <Button
            className="qty-stepper__button"
            aria-label={labels.decrease}
            disabled={disabled || (problem === null && text === bounds.min)}
            onClick={() => step(-1)}
          >
            −
          </Button>
          <Input
            className={problem ? 'qty-stepper__input qty-stepper__input--bad' : 'qty-stepper__input'}
            aria-label={labels.input}
            inputMode="decimal"
            value={text}
            disabled={disabled}
            onChange={(next) => {
              setNote('');
              setText(next);
            }}
            onBlur={commit}
            onEnterPress={commit}
          />
          <Button
            className="qty-stepper__button"
            aria-label={labels.increase}
            disabled={disabled || (problem === null && text === bounds.max)}
            onClick={() => step(1)}
          >
            +
          </Button>
        </div>
        <span className="qty-stepper__unit">{unitName}</span>
      </div>
      {message && (
        <p className="qty-stepper__error" role="alert">
          {message}
        </p>
      )}
      {!message && note && (
        <p className="qty-stepper__note" role="status">
          {note}
        </p>
      )}
    </div>
  );
}
