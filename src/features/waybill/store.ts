import { persistedProxy } from '@/lib/storage';

/**
 * The reassignment form as typed, kept in this tab's storage while the buyer picks another address on the
 * address pages (they come back to /waybill/reassign), so the take time and the reason are not lost.
 */
export interface ReassignDraft {
  /** Which waybill the draft is for. */
  waybillId: string;
  /** The take date and slot chosen ('' while the waybill's own are kept). */
  date: string;
  slot: string;
  reason: string;
}

const draft = persistedProxy<ReassignDraft>('buyerapp.waybillReassign', () => ({ waybillId: '', date: '', slot: '', reason: '' }));
export const reassignDraft = draft.store;

/** The draft of a waybill: a fresh one when the stored draft is another waybill's. */
export function draftFor(waybillId: string): ReassignDraft {
  if (reassignDraft.waybillId !== waybillId) Object.assign(reassignDraft, { waybillId, date: '', slot: '', reason: '' });
  return reassignDraft;
}

/** Forgets the draft (after the reassignment went through). */
export function clearDraft(): void {
  draft.reset();
}
