import dayjs from 'dayjs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, formatDate, formatDateTime, formatDuration, formatRecentTime, splitDuration, startOfDay, toDayjs, toEpochMs } from '@/domain';

const ZH = { days: '天', hours: '时', minutes: '分', seconds: '秒' } as const;

describe('dates: 10-digit timestamps are seconds', () => {
  it('reads a 10-digit timestamp as seconds and a 13-digit one as milliseconds', () => {
    expect(toEpochMs(1_763_700_000)).toBe(1_763_700_000_000);
    expect(toEpochMs('1763700000')).toBe(1_763_700_000_000);
    expect(toEpochMs(1_763_700_000_123)).toBe(1_763_700_000_123);
    expect(toEpochMs(' 1763700000123 ')).toBe(1_763_700_000_123);
  });
  it('rejects text that is not a timestamp', () => {
    expect(() => toEpochMs('12:00')).toThrow(RangeError);
  });
  it('should show a 10-digit seconds timestamp as the same moment as its milliseconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000_000_000, max: 9_999_999_999 }), (seconds) => {
        expect(formatDateTime(seconds)).toBe(formatDateTime(seconds * 1000));
        expect(formatDateTime(String(seconds))).toBe(dayjs(seconds * 1000).format('YYYY-MM-DD HH:mm:ss'));
      }),
    );
  });
});

describe('dates: year-month-day with hh:mm:ss when needed', () => {
  it('formats a date, and a date with time when asked', () => {
    const at = dayjs('2026-11-21 08:05:09');
    expect(formatDate(at)).toBe('2026-11-21');
    expect(formatDate(at, true)).toBe('2026-11-21 08:05:09');
    expect(formatDateTime(at.toDate())).toBe('2026-11-21 08:05:09');
    expect(formatDate('2026-11-21 08:05:09')).toBe('2026-11-21');
  });
  it('shows nothing for an unparseable date', () => {
    expect(formatDate('not a date')).toBe('');
  });
  it('adds calendar days from the start of the day', () => {
    expect(addDays('2026-12-31 23:59:59', 1)).toBe('2027-01-01');
    expect(startOfDay('2026-11-21 08:05:09').format('HH:mm:ss')).toBe('00:00:00');
    expect(toDayjs(dayjs('2026-11-21')).isValid()).toBe(true);
  });
  it('should print YYYY-MM-DD and YYYY-MM-DD HH:mm:ss for any instant', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (ms) => {
        expect(formatDate(ms)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(formatDate(ms, true)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
        expect(formatDate(ms, true).startsWith(formatDate(ms))).toBe(true);
      }),
    );
  });
});

describe('dates: durations in days, hours, minutes, seconds', () => {
  it('splits and shows a duration', () => {
    const ms = ((1 * 24 + 2) * 3600 + 3 * 60 + 4) * 1000 + 999;
    expect(splitDuration(ms)).toEqual({ days: 1, hours: 2, minutes: 3, seconds: 4 });
    expect(formatDuration(ms, ZH)).toBe('1天2时3分4秒');
    expect(formatDuration(3 * 60_000 + 4000, ZH)).toBe('3分4秒');
    expect(formatDuration(0, ZH)).toBe('0秒');
    expect(formatDuration(-5000, ZH)).toBe('0秒');
    expect(formatDuration(3_600_000, { days: 'd', hours: 'h', minutes: 'm', seconds: 's' }, ' ')).toBe('1h 0m 0s');
  });
  it('should split into parts that add back to the whole seconds, each within its range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (ms) => {
        const { days, hours, minutes, seconds } = splitDuration(ms);
        expect(days * 86_400 + hours * 3_600 + minutes * 60 + seconds).toBe(Math.floor(ms / 1000));
        expect(hours).toBeLessThan(24);
        expect(minutes).toBeLessThan(60);
        expect(seconds).toBeLessThan(60);
      }),
    );
  });
});

describe('dates: a recent moment in few words (the offline strip)', () => {
  it('is the time alone on the same day, the month and day before it otherwise, and empty for nonsense', () => {
    const now = dayjs('2026-11-27 18:30:00').valueOf();
    expect(formatRecentTime(dayjs('2026-11-27 08:05:00').valueOf(), now)).toBe('08:05');
    expect(formatRecentTime(dayjs('2026-11-26 23:59:00').valueOf(), now)).toBe('11-26 23:59');
    expect(formatRecentTime('not a time', now)).toBe('');
  });
});
