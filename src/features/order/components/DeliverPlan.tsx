import { Input } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { maxFloor, type TimeSlotCode, type TransferWayCode } from '@/lib/constants';
import { i18n, useT } from '@/lib/i18n';
import { type TakeTime, normalizeFloor, transferWayOptions } from '@/domain';
import { TakePlan } from './TakePlan';
import { Chips, Section } from './ui';

/** Whether a typed floor can be taken: a whole number from 1 to `maxFloor` (spec/constants.yaml), digits only. */
export function isFloorText(text: string): boolean {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) && Number(trimmed) >= 1 && Number(trimmed) <= maxFloor;
}

/**
 * Delivery plan: transfer way and floor, then the delivery date and time slot. A typed floor is taken when
 * the field is left; one that is not a whole number from 1 to `maxFloor` shows order.checkout.floorHint,
 * keeps the last floor taken and is reported through `onFloorValid(false)` so the checkout refuses to
 * submit until it is corrected (the buyer would otherwise order to a floor they did not see).
 */
export function DeliverPlan(props: {
  transferWay: TransferWayCode;
  floor: number;
  takeTime: TakeTime | undefined;
  now: number;
  onTransfer: (way: TransferWayCode, floor?: number) => void;
  onDate: (date: string) => void;
  onSlot: (date: string, slot: TimeSlotCode) => void;
  /** Whether the typed floor is fine (always when nothing is carried); told on every change. */
  onFloorValid?: (valid: boolean) => void;
}) {
  const t = useT();
  const { locale } = useSnapshot(i18n);
  const [floorText, setFloorText] = useState(String(props.floor));
  const [floorError, setFloorError] = useState(false);
  const floorValid = props.transferWay === 'none' || isFloorText(floorText);
  const { onFloorValid } = props;
  useEffect(() => onFloorValid?.(floorValid), [floorValid, onFloorValid]);
  // Gone from the page (a pickup, another seller's checkout): nothing typed here can hold the order up.
  useEffect(() => () => onFloorValid?.(true), [onFloorValid]);
  const commitFloor = () => {
    const ok = isFloorText(floorText);
    setFloorError(!ok);
    if (ok) props.onTransfer(props.transferWay, normalizeFloor(floorText));
  };
  return (
    <>
      <Section title={t('order.checkout.transferWay')}>
        <Chips
          label={t('order.checkout.transferWay')}
          options={transferWayOptions(locale)}
          value={props.transferWay}
          onChange={(way) => props.onTransfer(way)}
        />
        {props.transferWay !== 'none' && (
          <>
            <div className="ord-field-label">{t('order.checkout.floor')}</div>
            <div className="ord-input">
              <Input
                aria-label={t('order.checkout.floor')}
                inputMode="numeric"
                value={floorText}
                onChange={(value) => setFloorText(value)}
                onBlur={commitFloor}
                onEnterPress={commitFloor}
                style={{ '--font-size': '14px' }}
              />
            </div>
            {floorError && (
              <div className="ord-error" role="alert">
                {t('order.checkout.floorHint', { max: maxFloor })}
              </div>
            )}
          </>
        )}
      </Section>
      <TakePlan title={t('order.checkout.deliverPlan')} value={props.takeTime} now={props.now} onDate={props.onDate} onSlot={props.onSlot} />
    </>
  );
}
