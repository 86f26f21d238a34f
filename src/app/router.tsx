import { useEffect } from 'react';
import { createBrowserRouter, data, redirect, type RouteObject } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { isChunkLoadError, reloadOnce } from '@/lib/chunkReload';
import { app } from '@/lib/constants';
import { i18n, loadFeatureMessages, needsFeatureTexts, t } from '@/lib/i18n';
import { logger } from '@/lib/log';
import { startReads } from '@/lib/routeData';
import { loadRouteTitles, routeTitle } from '@/lib/routeTitles';
import {
  firstLoadRoutes,
  isValidQuery,
  type Layout,
  loadFeatureLoaders,
  loadFeatureRoutes,
  parseQuery,
  routeByPath,
  type RouteDef,
  type RoutePath,
  routeStubs,
  type RouteStub,
  type ScreenRoute,
} from '@/lib/routes';
import { setPageLoading } from '@/lib/ui';
import { AppShell, ShellFallback } from './AppShell';
import { ErrorPage } from './ErrorPage';
import { DefaultLayout } from './layouts/DefaultLayout';
import { OrderListLayout } from './layouts/OrderListLayout';
import { type MiddlewareRegistry, runMiddleware } from './middleware/runner';
import { routeMiddleware } from './middleware/definitions';
import { loadedScreen, loadScreen } from './screens';

/** The 404 every unknown path, unbuilt screen and failed validity check answers with. */
export function notFound(): never {
  throw data('This page could not be found', { status: 404, statusText: 'This page could not be found' });
}

/** The browser tab's title of a page: its route title, then the app's name (`订单详情 · buyerapp`). */
export function documentTitle(routeTitle: string): string {
  return `${routeTitle} · ${app.title}`;
}

/** More redirects than this in one navigation is a loop: it ends on the error page instead of spinning. */
export const MAX_REDIRECTS = 20;

/**
 * Counts the redirects of the navigation under way. A loader that lets its page render resets it, so
 * only an unbroken chain of redirects (a loop never lets a page render) reaches the limit.
 */
const redirects = { count: 0 };

const isRedirect = (value: unknown): value is Response => value instanceof Response && value.status >= 300 && value.status < 400;

/** Runs a loader, counting the redirects it answers (returned or thrown) and ending a loop with a 500. */
async function guardRedirects<T>(load: () => Promise<T> | T): Promise<T> {
  try {
    const result = await load();
    if (isRedirect(result)) countRedirect();
    else redirects.count = 0;
    return result;
  } catch (thrown) {
    if (isRedirect(thrown)) countRedirect();
    else redirects.count = 0;
    throw thrown;
  }
}

function countRedirect(): void {
  redirects.count += 1;
  if (redirects.count > MAX_REDIRECTS) {
    redirects.count = 0;
    throw data(t('error.redirectLoop'), { status: 500, statusText: 'Redirect loop' });
  }
}

/**
 * Starts the reads of a route's screen into the query cache: the route loaders come in the feature's chunk
 * (fetched with the route), so the reads start while the screen's own code is still downloading. A route
 * without reads, or a failure here, leaves the screen to load its data itself.
 */
export async function startRouteReads(route: ScreenRoute, url: URL): Promise<void> {
  try {
    const loaders = await loadFeatureLoaders(route.screen.split('/')[0] ?? '');
    const loader = loaders?.[route.path] ?? (route.aliasOf ? loaders?.[route.aliasOf] : undefined);
    if (!loader) return;
    const query = parseQuery(route.path as RoutePath, url.searchParams);
    startReads((loader as (query: unknown) => Parameters<typeof startReads>[0])(query));
  } catch (error) {
    logger().warn(`reads of ${route.path} not started`, error);
  }
}

/** What a page route carries for the shell (title, layout, middleware). */
export interface ScreenHandle {
  readonly route: ScreenRoute;
}

function ScreenHost({ route }: { route: ScreenRoute }) {
  const { locale } = useSnapshot(i18n);
  useEffect(() => {
    document.title = documentTitle(route.title?.[locale] ?? routeTitle(route.path, locale));
  }, [route, locale]);
  const Screen = loadedScreen(route.path);
  return Screen ? <Screen /> : null;
}

export interface RouterOptions {
  /** The middleware by name (tests hand in their own). */
  readonly middleware?: MiddlewareRegistry;
  /** The route table (tests hand in a small one). */
  readonly routes?: readonly RouteDef[];
}

/**
 * One page route: its loader runs the middleware chain first (so `auth` redirects before anything
 * else happens), then the validity check of its query, then loads the screen module and the feature
 * texts it needs — a screen that is not built yet answers 404 only after its middleware ran. The
 * spinner flag that `showLoding` set is cleared once the module is there (or the navigation failed).
 */
export function screenRouteObject(route: ScreenRoute, registry: MiddlewareRegistry = routeMiddleware): RouteObject {
  return {
    path: route.path,
    handle: { route } satisfies ScreenHandle,
    loader: ({ request }) =>
      guardRedirects(async () => {
        const url = new URL(request.url);
        try {
          await runMiddleware(route.middleware, { request, url, route }, registry);
          if (!isValidQuery(route.query ?? queryOf(route.path), url.searchParams)) notFound();
          // The screen's code and, for any screen but home, its feature's texts, side by side.
          // A failed chunk reloads into the page being opened, not the one the buyer is leaving.
          const reloadInto = () => reloadOnce({ reload: () => window.location.assign(`${url.pathname}${url.search}`) });
          const [screen] = await Promise.all([
            loadScreen(route.path, route.load, reloadInto),
            needsFeatureTexts(route.screen) ? Promise.all([loadFeatureMessages(route.screen.split('/')[0] ?? ''), loadRouteTitles()]) : undefined,
            startRouteReads(route, url),
          ]);
          if (!screen) notFound();
          return null;
        } finally {
          setPageLoading(false);
        }
      }),
    Component: () => <ScreenHost route={route} />,
  };
}

// Routes whose loader always redirects or throws still need a component, or the router warns that
// the match would render an empty outlet.
const Nothing = () => null;

/** A component-like path: sends the visitor to its page, keeping the query. */
function redirectRouteObject(path: string, to: string): RouteObject {
  return { path, loader: ({ request }) => guardRedirects(() => redirect(`${to}${new URL(request.url).search}`)), Component: Nothing };
}

/**
 * The route objects of the app: the shell at the root; under it one pathless route per layout holding
 * its pages, the component-like redirects, and the catch-all 404. Errors render inside the shell (the
 * banner and loading bar stay); the root's own error element is the last resort.
 */
export function buildRouteObjects(options: RouterOptions = {}): RouteObject[] {
  const registry = options.middleware ?? routeMiddleware;
  const table = options.routes ?? startingRoutes;
  const pagesOf = (layout: Layout) =>
    table.filter((route): route is ScreenRoute => route.kind !== 'redirect' && route.layout === layout).map((route) => screenRouteObject(route, registry));
  return [
    {
      id: 'root',
      Component: AppShell,
      errorElement: <ErrorPage />,
      HydrateFallback: ShellFallback,
      children: [
        {
          id: 'pages',
          errorElement: <ErrorPage />,
          children: [
            { id: layoutId('default'), Component: DefaultLayout, children: pagesOf('default') },
            { id: layoutId('orderList'), Component: OrderListLayout, children: pagesOf('orderList') },
            ...table.flatMap((route) => (route.kind === 'redirect' ? [redirectRouteObject(route.path, route.to)] : [])),
            { path: '*', loader: notFound, Component: Nothing },
          ],
        },
      ],
    },
  ];
}

const LAYOUTS = ['default', 'orderList'] as const satisfies readonly Layout[];
const layoutId = (layout: Layout) => `layout-${layout}`;

/** What the router knows from the start: the first load's pages and every redirect; the other pages are discovered. */
const startingRoutes: readonly RouteDef[] = [...firstLoadRoutes, ...routeStubs.filter((route) => route.kind === 'redirect')];

/** A route's query parameters as the route index declares them. */
const queryOf = (path: string) => {
  const stub = routeByPath.get(path);
  return stub && stub.kind !== 'redirect' ? stub.query : {};
};

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
const stubsByPath = new Map(routeStubs.map((route): [string, RouteStub] => [route.path.toLowerCase(), route]));

/**
 * Adds a feature's pages to the route tree the first time a navigation reaches one of its paths: the
 * feature's chunk (its routes and screen loaders) is fetched then, so the first load carries only the home
 * page's routes. A path of no route finds nothing to add and ends on the 404 page.
 */
export function discoverRoutes(registry: MiddlewareRegistry = routeMiddleware) {
  const added = new Set(firstLoadRoutes.map((route) => route.path));
  return async ({ path, patch }: { path: string; patch: (routeId: string | null, children: RouteObject[]) => void }): Promise<void> => {
    const stub = stubsByPath.get(trimSlash(path.split(/[?#]/)[0] ?? path).toLowerCase());
    if (!stub || stub.kind === 'redirect' || added.has(stub.path)) return;
    let routes: readonly ScreenRoute[];
    try {
      routes = await loadFeatureRoutes(stub.feature);
    } catch (error) {
      // A new deployment replaced the chunks: reload into the page being opened, once.
      if (isChunkLoadError(error) && reloadOnce({ reload: () => window.location.assign(path) })) return new Promise<never>(() => undefined);
      throw error;
    }
    const fresh = routes.filter((route) => !added.has(route.path));
    for (const route of fresh) added.add(route.path);
    for (const layout of LAYOUTS) {
      const children = fresh.filter((route) => route.layout === layout).map((route) => screenRouteObject(route, registry));
      if (children.length > 0) patch(layoutId(layout), children);
    }
  };
}

/** Creates the browser router (history mode, base /); pages outside the first load are discovered on navigation. */
export function createAppRouter(options: RouterOptions = {}) {
  return createBrowserRouter(buildRouteObjects(options), options.routes ? {} : { patchRoutesOnNavigation: discoverRoutes(options.middleware) });
}
