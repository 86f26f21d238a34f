/**
 * Durations as text (countdowns, the time a lock has left). Apart from dates.ts on purpose: no dayjs, so
 * the shell's errorText (src/lib/api.ts, first load) can say a time left without loading a date library.
 */

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
