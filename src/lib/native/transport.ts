import { native } from '../constants';
import type { BridgeTransport, NativeCallName } from './types';

interface NativeReply {
  id: number;
  ok: boolean;
  result?: unknown;
  error?: string;
}

type BridgeWindow = Window & Record<string, unknown>;

/**
 * The wire to the native app (constants `native`): the page posts `{id, name, payload}` as JSON to
 * window[bridgeObject].postMessage, the app answers through window[callbackName] with
 * `{id, ok, result | error}`. The app injects its object when the webview starts, so it is looked up
 * at each call; a call the app never answers fails after `native.callTimeoutMs`.
 */
export function windowTransport(win: Window = window, timeoutMs: number = native.callTimeoutMs): BridgeTransport {
  const host = win as BridgeWindow;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void; timer: ReturnType<typeof setTimeout> }>();
  let nextId = 1;
  host[native.callbackName] = (message: string | NativeReply) => {
    let reply: NativeReply;
    try {
      reply = typeof message === 'string' ? (JSON.parse(message) as NativeReply) : message;
    } catch {
      return;
    }
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    clearTimeout(waiting.timer);
    if (reply.ok) waiting.resolve(reply.result);
    else waiting.reject(new Error(reply.error ?? 'native call failed'));
  };
  return {
    call(name: NativeCallName, payload?: unknown) {
      const target = host[native.bridgeObject] as { postMessage?: (json: string) => void } | undefined;
      if (typeof target?.postMessage !== 'function') return Promise.reject(new Error(`native bridge ${native.bridgeObject} is not available`));
      const id = nextId++;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new Error(`native call ${name} timed out`));
        }, timeoutMs);
        pending.set(id, { resolve, reject, timer });
        try {
          target.postMessage?.(JSON.stringify({ id, name, payload: payload ?? null }));
        } catch (error) {
          pending.delete(id);
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    },
  };
}
