import { useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import './layouts.css';

const scrollPositions = new Map<string, number>();

/**
 * The order-list layout: a full-height column whose content scrolls inside its own container (the
 * filter tabs stay put above the list) and which keeps the list's scroll position per URL, so coming
 * back from an order's detail lands where the buyer left. No tab bar.
 */
export function OrderListLayout() {
  const ref = useRef<HTMLDivElement>(null);
  const { pathname, search } = useLocation();
  const key = `${pathname}${search}`;
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    element.scrollTop = scrollPositions.get(key) ?? 0;
    return () => void scrollPositions.set(key, element.scrollTop);
  }, [key]);
  return (
    <div className="layout-order-list" ref={ref}>
      <Outlet />
    </div>
  );
}
