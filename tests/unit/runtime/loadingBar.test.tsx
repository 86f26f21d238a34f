// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgress, type ProgressState } from '../../../src/components/LoadingBar/index.ts';

let states: ProgressState[];
const last = () => states.at(-1) ?? { visible: false, percent: 0 };
const bar = () => createProgress({ throttleMs: 200, durationMs: 5000, onChange: (state) => states.push(state) });

beforeEach(() => {
  vi.useFakeTimers();
  states = [];
});
afterEach(() => vi.useRealTimers());

describe('navigation loading bar (throttle 200 ms, duration 5 s)', () => {
  it('a navigation shorter than 200 ms never shows the bar', () => {
    const progress = bar();
    progress.start();
    vi.advanceTimersByTime(199);
    progress.finish();
    vi.advanceTimersByTime(10_000);
    expect(states).toEqual([]);
  });

  it('shows after 200 ms and creeps to 100 % over 5 s', () => {
    const progress = bar();
    progress.start();
    vi.advanceTimersByTime(200);
    expect(last()).toEqual({ visible: true, percent: 0 });
    vi.advanceTimersByTime(2500);
    expect(last().percent).toBeCloseTo(50, 5);
    vi.advanceTimersByTime(2500);
    expect(last().percent).toBeCloseTo(100, 5);
    vi.advanceTimersByTime(5000);
    expect(last().percent).toBe(100);
    progress.dispose();
  });

  it('finishing fills the bar, then hides it', () => {
    const progress = bar();
    progress.start();
    vi.advanceTimersByTime(1200);
    progress.finish();
    expect(last()).toEqual({ visible: true, percent: 100 });
    vi.advanceTimersByTime(300);
    expect(last()).toEqual({ visible: false, percent: 0 });
  });
});
