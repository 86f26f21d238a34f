import { FORM_DRAFT_PREFIX } from '@/components/Form';
import { defaultSlotForDate, slotsForDate, type TimeSlot } from '@/domain';
import { forgetPersisted } from '@/lib/storage';
import type { ReassignBody, WaybillDetail, WaybillStatus } from './api';

/** Whether the truck or ship has not left yet: the take time can still change (the gateway's rule). */
export const notLeftYet = (status: WaybillStatus): boolean => status === 'waiting' || status === 'loading';

/**
 * The reassignment form as typed, kept (the form kit's draft `waybill.reassign.<waybillId>`) while the
 * buyer picks another address on the address pages and comes back to /waybill/reassign.
 */
export interface ReassignDraft {
  /** The take date and slot chosen ('' while the waybill's own are kept). */
  date: string;
  slot: string;
  reason: string;
}

export const emptyReassignDraft = (): ReassignDraft => ({ date: '', slot: '', reason: '' });
export const reassignDraftName = (waybillId: string) => `waybill.reassign.${waybillId}`;

/** Forgets every reassignment draft (tests; the kit forgets a draft itself once it was sent). */
export function clearDraft(): void {
  forgetPersisted(`${FORM_DRAFT_PREFIX}waybill.reassign.`);
}

/** The take time the form shows and would send. */
export interface ReassignTime {
  readonly canMoveTime: boolean;
  readonly date: string;
  readonly slots: readonly TimeSlot[];
  readonly slot: string;
  /** The take time differs from the waybill's own (and may still change). */
  readonly timeChanged: boolean;
}

/** The take time of a draft: the chosen date (else the waybill's), and its chosen slot while still open on that date. */
export function reassignTime(waybill: Pick<WaybillDetail, 'status' | 'takeTime' | 'timeSlot'>, draft: ReassignDraft, now: Date): ReassignTime {
  const canMoveTime = notLeftYet(waybill.status);
  const date = draft.date || waybill.takeTime || '';
  const slots = date ? slotsForDate(date, now) : [];
  const wanted = draft.slot || waybill.timeSlot || '';
  const slot = slots.some((s) => s.code === wanted) ? wanted : date ? defaultSlotForDate(date, now) : '';
  return { canMoveTime, date, slots, slot, timeChanged: canMoveTime && date !== '' && (date !== waybill.takeTime || slot !== waybill.timeSlot) };
}

/** What the reassignment sends: the new address and/or take time, with the (checked, trimmed) reason. */
export function reassignBody(waybillId: string, reason: string, addressId: string | undefined, time: ReassignTime): ReassignBody {
  return {
    waybillId,
    reason,
    ...(addressId ? { addressId } : {}),
    ...(time.timeChanged ? { takeTime: time.date, timeSlot: time.slot as NonNullable<ReassignBody['timeSlot']> } : {}),
  };
}
