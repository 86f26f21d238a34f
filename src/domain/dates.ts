import dayjs, { type Dayjs } from 'dayjs';

/**
 * Timestamps, durations and date display (§9). Everything is local time (the buyer's clock), and every
 * function takes "now" or the instant as an argument, so the rules stay pure and testable.
 */

/** An instant as the server or the UI hands it over. */
export type Instant = number | string | Date | Dayjs;

/** Day format of dates on screen and on the wire (`date` in spec/README). */
export const DATE_FORMAT = 'YYYY-MM-DD';
/** Date-and-time format (`datetime` in spec/README). */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

const SECONDS_TIMESTAMP_DIGITS = 10;

/**
 * Milliseconds since the epoch. A timestamp of 10 digits is in seconds (the server sends both kinds);
 * any other integer is taken as milliseconds. Digit strings are read the same way.
 * @throws RangeError for text that is not an integer timestamp.
 */
export function toEpochMs(timestamp: number | string): number {
  const text = typeof timestamp === 'number' ? String(Math.trunc(timestamp)) : timestamp.trim();
  if (!/^-?\d+$/.test(text)) throw new RangeError(`Not a timestamp: ${JSON.stringify(timestamp)}`);
  const n = Number(text);
  return text.replace('-', '').length === SECONDS_TIMESTAMP_DIGITS ? n * 1000 : n;
}

/**
 * A dayjs value for any instant; numbers and digit strings go through the 10-digit rule of
 * {@link toEpochMs}, other strings are parsed by dayjs (e.g. "2026-11-21 08:00:00").
 */
export function toDayjs(value: Instant): Dayjs {
  if (typeof value === 'number') return dayjs(toEpochMs(value));
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return dayjs(toEpochMs(value));
  return dayjs(value);
}

/**
 * Year-month-day ("2026-11-21"), with " hh:mm:ss" when `withTime` (e.g. an order's creation time).
 * Returns "" for an unparseable value, because a missing date must not break a list row.
 */
export function formatDate(value: Instant, withTime = false): string {
  const d = toDayjs(value);
  return d.isValid() ? d.format(withTime ? DATE_TIME_FORMAT : DATE_FORMAT) : '';
}

/** A recent moment in few words: "14:05" on the day of `now`, else "11-26 14:05". */
export function formatRecentTime(value: Instant, now: Instant): string {
  const d = toDayjs(value);
  if (!d.isValid()) return '';
  return d.format(d.isSame(toDayjs(now), 'day') ? 'HH:mm' : 'MM-DD HH:mm');
}

/** Year-month-day with hh:mm:ss. */
export function formatDateTime(value: Instant): string {
  return formatDate(value, true);
}

/** Start of the local day of an instant. */
export function startOfDay(value: Instant): Dayjs {
  return toDayjs(value).startOf('day');
}

/** The local date `days` calendar days after `value`, as "YYYY-MM-DD". */
export function addDays(value: Instant, days: number): string {
  return startOfDay(value).add(days, 'day').format(DATE_FORMAT);
}
