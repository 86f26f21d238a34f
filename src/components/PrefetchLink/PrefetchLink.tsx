import { useEffect, useRef } from 'react';
import { Link, type LinkProps } from '@/lib/navigation';
import { prefetchPath, shouldPrefetch, whenIdle } from '@/lib/prefetch';

/**
 * A link that loads its page's code once it scrolls into view, when the browser is idle (at the latest
 * after 2000 ms) — skipped on 2g and with data saver (product-spec §2, §9).
 */
export function PrefetchLink({ to, ...props }: LinkProps) {
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined' || !shouldPrefetch()) return undefined;
    let cancelIdle: (() => void) | undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      cancelIdle = whenIdle(() => void prefetchPath(to));
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelIdle?.();
    };
  }, [to]);
  return <Link ref={ref} to={to} {...props} />;
}
