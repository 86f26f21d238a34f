// Shared by the screens that load one thing and offer a retry (order, address, pay, vehicle).
import { useCallback, useEffect, useRef, useState } from 'react';

/** Loads data for a screen: `data`, `loading`, `error`, and `reload` (also on a dependency change). */
export function useLoad<T>(
  load: () => Promise<T>,
  deps: readonly unknown[],
): { data: T | undefined; loading: boolean; error: unknown; reload: () => void; setData: (data: T) => void } {
  const [data, setData] = useState<T>();
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const [tick, setTick] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    let live = true;
    setLoading(true);
    setError(null);
    loadRef.current().then(
      (value) => {
        if (!live) return;
        setData(value);
        setLoading(false);
      },
      (failure: unknown) => {
        if (!live) return;
        setError(failure);
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [...deps, tick]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { data, loading, error, reload, setData };
}
