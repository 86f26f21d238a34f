/**
 * Guards an async action against repeated clicks (product-spec §4): while it runs, further calls are
 * ignored and `onBusy` tells the buyer to wait. One guard is one lock, shared by the actions it wraps.
 */
export function createClickGuard(onBusy: () => void, onRunningChange?: (running: boolean) => void) {
  let running = false;
  const setRunning = (next: boolean) => {
    running = next;
    onRunningChange?.(next);
  };
  return {
    isRunning: () => running,
    guard<A extends unknown[]>(action: (...args: A) => unknown): (...args: A) => Promise<void> {
      return async (...args: A) => {
        if (running) {
          onBusy();
          return;
        }
        setRunning(true);
        try {
          await action(...args);
        } finally {
          setRunning(false);
        }
      };
    },
  };
}
