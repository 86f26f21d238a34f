/** What the bar shows. */
export interface ProgressState {
  visible: boolean;
  /** 0–100. */
  percent: number;
}

export interface ProgressOptions {
  /** A navigation shorter than this never shows the bar. */
  throttleMs: number;
  /** The time the bar takes to creep to 100 %. */
  durationMs: number;
  onChange(state: ProgressState): void;
  /** How long a finished bar stays at 100 % before hiding. */
  finishHoldMs?: number;
}

const TICK_MS = 100;

/**
 * The navigation progress model (product-spec §9: throttle 200 ms, duration 5 s): `start` shows the
 * bar only once the throttle has passed, then advances it in 100 ms steps so it would reach 100 % at
 * `durationMs`; `finish` fills it and hides it shortly after.
 */
export function createProgress(options: ProgressOptions): { start(): void; finish(): void; dispose(): void } {
  const hold = options.finishHoldMs ?? 300;
  const step = (100 * TICK_MS) / options.durationMs;
  let state: ProgressState = { visible: false, percent: 0 };
  let throttle: ReturnType<typeof setTimeout> | undefined;
  let ticker: ReturnType<typeof setInterval> | undefined;
  let hide: ReturnType<typeof setTimeout> | undefined;
  let running = false;

  const set = (next: ProgressState) => {
    state = next;
    options.onChange(state);
  };
  const clear = () => {
    clearTimeout(throttle);
    clearInterval(ticker);
    clearTimeout(hide);
    throttle = ticker = hide = undefined;
  };

  return {
    start() {
      if (running) return;
      running = true;
      clear();
      throttle = setTimeout(() => {
        set({ visible: true, percent: 0 });
        ticker = setInterval(() => set({ visible: true, percent: Math.min(100, state.percent + step) }), TICK_MS);
      }, options.throttleMs);
    },
    finish() {
      if (!running) return;
      running = false;
      const wasVisible = state.visible;
      clear();
      if (!wasVisible) return;
      set({ visible: true, percent: 100 });
      hide = setTimeout(() => set({ visible: false, percent: 0 }), hold);
    },
    dispose() {
      running = false;
      clear();
    },
  };
}
