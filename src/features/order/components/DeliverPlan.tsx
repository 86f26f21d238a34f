import { Input } from 'antd-mobile';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { TimeSlotCode, TransferWayCode } from '@/lib/constants';
import { i18n, useT } from '@/lib/i18n';
import { type TakeTime, normalizeFloor, transferWayOptions } from '@/domain';
import { TakePlan } from './TakePlan';
import { Chips, Section } from './ui';

/** Delivery plan: transfer way and floor, then the delivery date and time slot. */
export function DeliverPlan(props: {
  transferWay: TransferWayCode;
  floor: number;
  takeTime: TakeTime | undefined;
  now: number;
  onTransfer: (way: TransferWayCode, floor?: number) => void;
  onDate: (date: string) => void;
  onSlot: (date: string, slot: TimeSlotCode) => void;
}) {
  const t = useT();
  const { locale } = useSnapshot(i18n);
  const [floorText, setFloorText] = useState(String(props.floor));
  const [floorError, setFloorError] = useState(false);
  const commitFloor = () => {
    const ok = /^\d+$/.test(floorText.trim()) && Number(floorText) >= 1;
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
                {t('order.checkout.floorHint')}
              </div>
            )}
          </>
        )}
      </Section>
      <TakePlan title={t('order.checkout.deliverPlan')} value={props.takeTime} now={props.now} onDate={props.onDate} onSlot={props.onSlot} />
    </>
  );
}
