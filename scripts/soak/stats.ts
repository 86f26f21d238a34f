/**
 * What the soak measures: every attempt of every call (latency, outcome), the failures by kind, and
 * whether each failure fell inside the restart window or outside it.
 */

/** How an attempt failed. Transport failures carry no answer; the others are answers of the gateway. */
export type ErrorKind =
  /** ECONNREFUSED: nothing listens on the port (the process is down). */
  | 'connection refused'
  /** ECONNRESET, a closed socket: the process died with the connection open. */
  | 'connection reset'
  /** No answer within the call's timeout. */
  | 'timeout'
  /** An answer with HTTP status ≥ 500. */
  | 'HTTP 5xx'
  /** An answer with HTTP 4xx or `success: false` (the code is kept in the detail). */
  | 'refused by the gateway'
  /** Anything else (a body that is not the envelope, an unknown network error). */
  | 'other';

/** One failed attempt. */
export interface FailedAttempt {
  readonly call: string;
  /** Which gateway process (0 or 1) it went to. */
  readonly gateway: number;
  readonly kind: ErrorKind;
  /** When it failed (ms since the run's start). */
  readonly at: number;
  /** Status, code and message, for the log. */
  readonly detail: string;
}

/** The restart window: from the kill until the process answers again, plus a call's timeout. */
export interface RestartWindow {
  readonly gateway: number;
  readonly signal: NodeJS.Signals;
  /** ms since the start. */
  readonly killedAt: number;
  /** Its banner was printed again (it listens). */
  readonly listeningAt: number;
  /** The first call answered by it after the kill. */
  readonly answeredAt: number;
  /** The window's end: the later of listeningAt and answeredAt, plus the call timeout. */
  readonly endsAt: number;
}

/** The latencies (ms) of answered attempts of one call. */
interface CallStats {
  readonly latencies: number[];
  attempts: number;
  failures: number;
}

/** Collects every attempt of the run. One instance per run. */
export class Recorder {
  private startedAt = performance.now();
  private readonly calls = new Map<string, CallStats>();
  readonly failures: FailedAttempt[] = [];
  /** First answer of each gateway after a given moment (ms since the run's start), for the restart window. */
  private readonly firstAnswerAfter: { gateway: number; since: number; at: number | null }[] = [];

  /** Starts the measured run: the clock from zero, and what the setup (the logins) recorded forgotten. */
  beginRun(): void {
    this.startedAt = performance.now();
    this.calls.clear();
    this.failures.length = 0;
    this.firstAnswerAfter.length = 0;
  }

  /** ms since the run's start. */
  now(): number {
    return performance.now() - this.startedAt;
  }

  private stats(call: string): CallStats {
    let stats = this.calls.get(call);
    if (stats === undefined) {
      stats = { latencies: [], attempts: 0, failures: 0 };
      this.calls.set(call, stats);
    }
    return stats;
  }

  /** An attempt that got an answer (whatever the answer): its latency counts. */
  answered(call: string, gateway: number, latencyMs: number): void {
    const stats = this.stats(call);
    stats.attempts += 1;
    stats.latencies.push(latencyMs);
    const at = this.now();
    for (const watch of this.firstAnswerAfter) if (watch.gateway === gateway && watch.at === null && at >= watch.since) watch.at = at;
  }

  /** A failed attempt (after `answered` when the failure is an answer, e.g. HTTP 500). */
  failed(call: string, gateway: number, kind: ErrorKind, detail: string, answered: boolean): void {
    const stats = this.stats(call);
    if (!answered) stats.attempts += 1;
    stats.failures += 1;
    this.failures.push({ call, gateway, kind, at: this.now(), detail });
  }

  /** Starts watching for the first answer of `gateway` from now on; the getter reads it (null while none). */
  watchFirstAnswer(gateway: number): () => number | null {
    const watch = { gateway, since: this.now(), at: null as number | null };
    this.firstAnswerAfter.push(watch);
    return () => watch.at;
  }

  /** Requests sent (every attempt, retries included). */
  get requests(): number {
    let n = 0;
    for (const stats of this.calls.values()) n += stats.attempts;
    return n;
  }

  /** Per call and overall: attempts, failures, p50/p95/p99/max of the answered ones, sorted by call name. */
  summary(): { call: string; attempts: number; failures: number; answered: number; p50: number; p95: number; p99: number; max: number }[] {
    const rows = [...this.calls.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([call, stats]) => ({ call, ...summarise(stats) }));
    const all: CallStats = { latencies: [], attempts: 0, failures: 0 };
    for (const stats of this.calls.values()) {
      all.attempts += stats.attempts;
      all.failures += stats.failures;
      for (const latency of stats.latencies) all.latencies.push(latency);
    }
    return [...rows, { call: 'all calls', ...summarise(all) }];
  }
}

function summarise(stats: CallStats) {
  const sorted = Float64Array.from(stats.latencies).sort();
  return {
    attempts: stats.attempts,
    failures: stats.failures,
    answered: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length === 0 ? 0 : sorted[sorted.length - 1]!,
  };
}

/** The nearest-rank percentile of sorted values (0 when there are none). */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1]!;
}

/** Whether a failure falls in the restart window (any gateway: the survivor shares the machine with the restart). */
export function insideWindow(failure: FailedAttempt, window: RestartWindow | null): boolean {
  return window !== null && failure.at >= window.killedAt && failure.at <= window.endsAt;
}

/** A Markdown table. */
export function table(head: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return [head, head.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

/** Milliseconds as text: 12.3 below 100, whole above. */
export function ms(value: number): string {
  return value < 100 ? value.toFixed(1) : String(Math.round(value));
}
