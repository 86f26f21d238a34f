import type { RoutePath } from '@/lib/routes';

/** The pages the tab bar leads to besides home: top-level pages, with nowhere to go back to. */
export const TAB_PATHS: readonly string[] = ['/goods', '/cart/cart', '/mine', '/index', '/v2', '/v3'] satisfies RoutePath[];

/** True on a page of the tab bar (or the saved home page `home`). */
export const isTabPage = (pathname: string, home?: string): boolean => TAB_PATHS.includes(pathname) || pathname === home;
