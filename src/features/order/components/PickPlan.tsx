import type { TimeSlotCode } from '@/lib/constants';
import { useT } from '@/lib/i18n';
import type { TakeTime } from '@/domain';
import { TakePlan } from './TakePlan';

/** Self-pickup plan: the pickup date and time slot. */
export function PickPlan(props: {
  takeTime: TakeTime | undefined;
  now: number;
  onDate: (date: string) => void;
  onSlot: (date: string, slot: TimeSlotCode) => void;
}) {
  const t = useT();
  return <TakePlan title={t('order.checkout.pickPlan')} value={props.takeTime} now={props.now} onDate={props.onDate} onSlot={props.onSlot} />;
}
