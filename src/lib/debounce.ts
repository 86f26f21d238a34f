import { useEffect, useState } from 'react';
import { timeouts } from './constants';

/**
 * `value` once it has stopped changing for `ms` (500 ms by default, §9 "Debounce 500 ms"): reads driven
 * by typing (search suggestions) wait until the buyer pauses instead of asking on every key.
 */
export function useDebouncedValue<T>(value: T, ms: number = timeouts.debounceMs): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
