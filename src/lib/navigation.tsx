// Navigation for features and shared components, typed by the route table: links and navigations take
// an `Href` (made by `href()` from a route path and its typed query, or by `localHref()` from a target
// that arrived as data), and screens read their query with `useRouteQuery`. Screens never import the
// router package itself.
import { type Ref, useCallback, useMemo } from 'react';
import {
  Link as RouterLink,
  type LinkProps as RouterLinkProps,
  Navigate as RouterNavigate,
  type NavigateOptions,
  useLocation,
  useNavigate as useRouterNavigate,
} from 'react-router-dom';
import type { RoutePath, RouteQueries } from '@gen/routes.gen';
import { href, type Href, localHref, parseQuery } from './href';
import { homePath } from './session';

export { useLocation, useNavigation } from 'react-router-dom';
export type { NavigateOptions };
export { type Href, loginHref } from './href';

/** An anchor to a route of the app (a plain click navigates inside the app). */
export type LinkProps = Omit<RouterLinkProps, 'to'> & { readonly to: Href; readonly ref?: Ref<HTMLAnchorElement> };

/** A link to a route of the app; `to` comes from `href()` (or `localHref()`). */
export function Link(props: LinkProps) {
  return <RouterLink {...props} />;
}

/** Sends the visitor to `to` once rendered. */
export function Navigate(props: { readonly to: Href; readonly replace?: boolean; readonly state?: unknown }) {
  return <RouterNavigate {...props} />;
}

/** Goes to a route of the app, or moves `delta` entries in history. */
export interface AppNavigate {
  (to: Href, options?: NavigateOptions): void;
  (delta: number): void;
}

/** Navigates programmatically to an `Href`, or by a history delta. */
export function useNavigate(): AppNavigate {
  const navigate = useRouterNavigate();
  return useCallback(
    ((to: Href | number, options?: NavigateOptions) => {
      if (typeof to === 'number') void navigate(to);
      else void navigate(to, options);
    }) as AppNavigate,
    [navigate],
  );
}

/**
 * The query of the current page as route `path` declares it, typed and parsed (integers as numbers,
 * enums checked). A screen names its own route; a component shared by several routes names the one
 * whose query it reads.
 */
export function useRouteQuery<P extends RoutePath>(path: P): RouteQueries[P] {
  const { search } = useLocation();
  return useMemo(() => parseQuery(path, new URLSearchParams(search)), [path, search]);
}

/** The saved home page (product-spec §2: /v2 unless another one was saved) as a link target. */
export function homeHref(): Href {
  return localHref(homePath()) ?? href('/v2');
}

/**
 * Whether the history holds an entry of this app before the current one. React Router keys the first
 * entry of a visit 'default' — a deep link, a shared link, a page the native app opened — and going
 * back from it would leave the app or do nothing at all; every entry the app pushed has a key of its own.
 */
export function hasAppHistory(location: { readonly key: string }): boolean {
  return location.key !== 'default';
}

/**
 * Goes back one entry when there is one: within the app, else to the page before it in the tab (another
 * site, or an earlier load of the app); on the first page of a tab it goes to `fallback` (the saved home
 * page by default) in place of the current entry, so the back arrow never does nothing.
 */
export function useGoBack(): (fallback?: Href) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (fallback?: Href) => {
      if (hasAppHistory(location)) navigate(-1);
      else if (typeof window !== 'undefined' && window.history.length > 1) window.history.back();
      else navigate(fallback ?? homeHref(), { replace: true });
    },
    [navigate, location],
  );
}
