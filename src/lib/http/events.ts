/** What the client tells the shell; the client itself shows nothing. */
export interface ClientEvents {
  /** The gateway said 401 or 403 (status or envelope code). */
  unauthorized: { readonly code: string; readonly method: string; readonly url: string };
  /** No answer: the network failed or the request timed out. */
  networkError: { readonly method: string; readonly url: string; readonly error: Error };
}

type Listener<T> = (payload: T) => void;

/** A tiny typed event emitter. */
export interface Emitter<E> {
  on<K extends keyof E>(type: K, listener: Listener<E[K]>): () => void;
  emit<K extends keyof E>(type: K, payload: E[K]): void;
}

/** Creates an emitter; a listener that throws does not stop the others. */
export function createEmitter<E>(): Emitter<E> {
  const listeners = new Map<keyof E, Set<Listener<never>>>();
  return {
    on(type, listener) {
      const set = listeners.get(type) ?? new Set();
      set.add(listener as Listener<never>);
      listeners.set(type, set);
      return () => void set.delete(listener as Listener<never>);
    },
    emit(type, payload) {
      for (const listener of [...(listeners.get(type) ?? [])]) {
        try {
          (listener as Listener<typeof payload>)(payload);
        } catch (error) {
          queueMicrotask(() => {
            throw error;
          });
        }
      }
    },
  };
}

/** The app's one client event bus. */
export const clientEvents: Emitter<ClientEvents> = createEmitter<ClientEvents>();
