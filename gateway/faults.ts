import type { CallId } from '@gen/calls.gen';

/**
 * Faults a test can arm on a gateway instance, to prove that the app loses nothing and repeats nothing
 * when a write fails (issue 17): the gateway itself answers 500, holds the answer forever (the app's
 * 15 s timeout ends the wait), or finds the login expired at the moment of the write. The network being
 * offline is the browser's part (Playwright's context.setOffline). Only the in-process test harnesses
 * pass a plan (GatewayOptions.faults); `npm start` and production have none, so nothing here is reachable
 * over HTTP.
 */
export type FaultKind =
  /** A failure of our own before the call is carried out: 500 with the usual envelope, nothing written. */
  | 'error500'
  /** The request is held and never carried out nor answered: a network black hole. */
  | 'hang'
  /** The call is carried out (and committed), then its answer is held forever: the answer lost on the way back. */
  | 'hangAfterWrite'
  /** The caller's session ends at this moment: the session row is deleted and the call answers 401. */
  | 'expire';

/** The armed faults of one gateway, by call; each fires once (the next matching call) unless armed again. */
export interface FaultPlan {
  /** Arms `kind` for the next call of `call`. */
  arm(call: CallId, kind: FaultKind): void;
  /** Takes the armed fault of `call`, if any (the gateway, once per call). */
  take(call: CallId): FaultKind | undefined;
  /** Resolves when a call held by 'hang' or 'hangAfterWrite' has reached that point (the tests' cue to move the clock). */
  held(call: CallId): Promise<void>;
  /** What the gateway calls when it holds a request; returns a promise that never settles. */
  hold(call: CallId): Promise<never>;
  /** Forgets every armed fault. */
  clear(): void;
}

/** A new, empty fault plan. */
export function createFaultPlan(): FaultPlan {
  const armed = new Map<CallId, FaultKind>();
  const waiting = new Map<CallId, Array<() => void>>();
  const heldCalls = new Set<CallId>();
  return {
    arm(call, kind) {
      armed.set(call, kind);
      heldCalls.delete(call);
    },
    take(call) {
      const kind = armed.get(call);
      armed.delete(call);
      return kind;
    },
    held(call) {
      if (heldCalls.has(call)) return Promise.resolve();
      return new Promise((resolve) => waiting.set(call, [...(waiting.get(call) ?? []), resolve]));
    },
    hold(call) {
      heldCalls.add(call);
      for (const resolve of waiting.get(call) ?? []) resolve();
      waiting.delete(call);
      // Never settles: the connection is ended by the client's timeout or by the gateway's close().
      return new Promise<never>(() => {});
    },
    clear() {
      armed.clear();
      heldCalls.clear();
    },
  };
}
