/** The generated route table, imported through src/lib like all generated code. */
export { href, routeByPath, routes } from '@gen/routes.gen';
export type { Layout, MiddlewareName, RouteDef, RoutePath, RouteQuery, ScreenRoute } from '@gen/routes.gen';
