import { dateOptions, defaultTimeSlot, sameDayTransportType, type TimeSlotCode } from '@gen/constants.gen';
import { addDays, toDayjs, type Instant } from './dates';
import { timeSlotLabel, type Locale } from './timeSlots';

/**
 * Take dates (§4, §9): the date options are the 7 days from today; a take defaults to tomorrow, or to
 * today for transport type 1 (same day), in the all-day slot. "Tomorrow" is the next calendar day
 * (dayjs `add(1, 'day')`); it is the spec's "one day in ms" except across a daylight-saving change.
 */

/** A selector option: id and text. */
export interface DateOption {
  readonly id: string;
  readonly text: string;
}

/** When a take is: the date, the slot code and its display label (display only; the server ignores it). */
export interface TakeTime {
  readonly date: string;
  readonly timeSlot: TimeSlotCode;
  readonly label?: string;
}

/** The take date options: today and the next 6 days, as "YYYY-MM-DD" (text "MM-DD"). */
export function takeDateOptions(now: Instant): DateOption[] {
  return Array.from({ length: dateOptions.days }, (_, day) => {
    const date = addDays(now, day);
    return { id: date, text: date.slice(5) };
  });
}

/** Whether the transport type is the same-day one (1). */
export function isSameDayTransport(transportType: string): boolean {
  return transportType === sameDayTransportType;
}

/** The default take date: today for transport type 1, otherwise tomorrow. */
export function defaultTakeDate(transportType: string, now: Instant): string {
  return addDays(now, isSameDayTransport(transportType) ? 0 : 1);
}

/** The default take time of a transport type: the default date in the all-day slot (030020500). */
export function defaultTakeTime(transportType: string, now: Instant, locale: Locale = 'zh-CN'): TakeTime {
  return takeTime(defaultTakeDate(transportType, now), defaultTimeSlot, locale);
}

/** A take time with its label, e.g. "11-22 全天". */
export function takeTime(date: string, timeSlot: TimeSlotCode, locale: Locale = 'zh-CN'): TakeTime {
  return { date, timeSlot, label: `${toDayjs(date).format('MM-DD')} ${timeSlotLabel(timeSlot, locale)}` };
}
