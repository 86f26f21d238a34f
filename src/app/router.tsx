import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { type RouteDef, routes } from '@/lib/routes';
import { ErrorPage } from './ErrorPage';

const notFound = (): never => {
  throw new Response('This page could not be found', { status: 404, statusText: 'This page could not be found' });
};

/**
 * Turns one generated route into a router route: a redirect answers with its target (keeping the query),
 * a page or alias loads its screen lazily, and a screen that is not built yet answers 404 like any
 * unknown path rather than showing a placeholder.
 */
export function toRouteObject(route: RouteDef): RouteObject {
  if (route.kind === 'redirect') {
    return { path: route.path, loader: ({ request }) => redirect(`${route.to}${new URL(request.url).search}`) };
  }
  const load = route.load;
  if (!load) return { path: route.path, loader: notFound };
  return {
    path: route.path,
    handle: { title: route.title, layout: route.layout, middleware: route.middleware, public: route.public },
    lazy: async () => ({ Component: (await load()).default }),
  };
}

/** The route objects of the app: every spec route under one root with the error page, then 404. */
export function buildRouteObjects(): RouteObject[] {
  return [
    {
      id: 'root',
      errorElement: <ErrorPage />,
      HydrateFallback: () => null,
      children: [...routes.map(toRouteObject), { path: '*', loader: notFound }],
    },
  ];
}

/** Creates the browser router (history mode, base /). */
export function createAppRouter() {
  return createBrowserRouter(buildRouteObjects());
}
