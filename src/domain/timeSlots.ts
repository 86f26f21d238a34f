import { defaultTimeSlot, timeSlots, type app, type TimeSlotCode } from '@gen/constants.gen';
import { toDayjs, type Instant } from './dates';

/**
 * Take time slots (§9): 030020100 00:00-06:00, 030020200 06:00-12:00, 030020300 12:00-18:00,
 * 030020400 18:00-24:00, 030020500 all day (the default of a new take).
 *
 * Reading of "the default slot is the first one that has not yet ended": for a take today, walk the slots
 * in list order and take the first whose end (endHour on today's clock) is later than now — at 05:59 that
 * is 00:00-06:00, at 06:00 exactly 06:00-12:00 (a slot ending now has ended), from 18:00 on 18:00-24:00.
 * The all-day slot is last in the list, so for today it is never the first open one. For a later day no
 * slot has ended; its default stays the all-day slot, the default of a new take.
 */

/** A language of the app (spec constants `app.locales`), for the labels the rules return. */
export type Locale = (typeof app.locales)[number];

/** A time slot of the constants. */
export type TimeSlot = (typeof timeSlots)[number];

/** The slot with this code, or undefined. */
export function findTimeSlot(code: string): TimeSlot | undefined {
  return timeSlots.find((slot) => slot.code === code);
}

/** The display label of a slot ("00:00-06:00", "全天" / "All day"); "" for an unknown code. */
export function timeSlotLabel(code: string, locale: Locale = 'zh-CN'): string {
  return findTimeSlot(code)?.label[locale] ?? '';
}

/** Whether the slot has ended at `now` on the day of `now`: its end hour is not later than now. */
export function hasSlotEnded(slot: TimeSlot, now: Instant): boolean {
  const at = toDayjs(now);
  const end = at.startOf('day').add(slot.endHour, 'hour');
  return !at.isBefore(end);
}

/** The slots still open today, in list order. */
export function openSlotsToday(now: Instant): TimeSlot[] {
  return timeSlots.filter((slot) => !hasSlotEnded(slot, now));
}

/** The default slot for a take today: the first slot, in list order, that has not yet ended. */
export function firstOpenSlot(now: Instant): TimeSlotCode {
  // Every slot ends by 24:00 and "now" is before midnight, so the 18:00-24:00 slot is always open.
  return openSlotsToday(now)[0]?.code ?? defaultTimeSlot;
}

/** The slots offered for a take date: today only the open ones; any later date all of them. */
export function slotsForDate(date: string, now: Instant): TimeSlot[] {
  const today = toDayjs(now).format('YYYY-MM-DD');
  return date === today ? openSlotsToday(now) : [...timeSlots];
}

/** The preselected slot for a take date: today the first open slot, a later date the all-day slot. */
export function defaultSlotForDate(date: string, now: Instant): TimeSlotCode {
  const today = toDayjs(now).format('YYYY-MM-DD');
  return date === today ? firstOpenSlot(now) : defaultTimeSlot;
}
