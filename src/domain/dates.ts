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

/** Year-month-day with hh:mm:ss. */
export function formatDateTime(value: Instant): string {
  return formatDate(value, true);
}

/** A duration broken into whole days, hours, minutes and seconds. */
export interface DurationParts {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

/**
 * Splits a duration in milliseconds into days, hours, minutes and seconds (sub-second remainder dropped).
 * A negative duration (a deadline already passed) counts as zero so countdowns stop at 0.
 */
export function splitDuration(ms: number): DurationParts {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}

/** The unit words of a duration, from the message catalogue (e.g. 天 时 分 秒). */
export interface DurationUnits {
  readonly days: string;
  readonly hours: string;
  readonly minutes: string;
  readonly seconds: string;
}

/**
 * A duration as text in days, hours, minutes, seconds, e.g. "1天2时3分4秒". Leading zero units are left
 * out ("3分4秒"), the seconds always shown; the words come from the caller so the text can be translated.
 */
export function formatDuration(ms: number, units: DurationUnits, separator = ''): string {
  const parts = splitDuration(ms);
  const order = ['days', 'hours', 'minutes', 'seconds'] as const;
  const first = order.findIndex((unit) => parts[unit] > 0);
  const shown = order.slice(first === -1 ? order.length - 1 : first);
  return shown.map((unit) => `${parts[unit]}${units[unit]}`).join(separator);
}

/** Start of the local day of an instant. */
export function startOfDay(value: Instant): Dayjs {
  return toDayjs(value).startOf('day');
}

/** The local date `days` calendar days after `value`, as "YYYY-MM-DD". */
export function addDays(value: Instant, days: number): string {
  return startOfDay(value).add(days, 'day').format(DATE_FORMAT);
}
