import type { QueryParamSpec } from '@gen/routes.gen';
import { publicPaths } from './constants';

/** The generated route index, imported through src/lib like all generated code. */
export { firstLoadRoutes, firstLoadTitles, loadFeatureLoaders, loadFeatureRoutes, routeStubs } from '@gen/routes.gen';
export { href, type Href, isLocalPath, localHref, loginHref, parseQuery, routeByPath } from './href';
export type {
  Layout,
  MiddlewareName,
  PageStub,
  QueryParamSpec,
  RedirectRoute,
  RouteDef,
  RoutePath,
  RouteQuery,
  RouteStub,
  ScreenModule,
  ScreenRoute,
} from '@gen/routes.gen';

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
const PUBLIC = new Set(publicPaths.map(trimSlash));

/**
 * Whether a path is one of the public paths of product-spec §9, where an expired login does not force
 * a logout. Exact paths, ignoring a trailing slash (the list spells the home page `/v2/`).
 * @example isPublicPath('/v2') // true
 * @example isPublicPath('/v2/order') // false
 */
export function isPublicPath(pathname: string): boolean {
  return PUBLIC.has(trimSlash(pathname));
}

function validValue(spec: QueryParamSpec, value: string): boolean {
  switch (spec.kind) {
    case 'string':
      return true;
    case 'integer':
      return /^-?\d+$/.test(value);
    case 'number':
      return value.trim() !== '' && Number.isFinite(Number(value));
    case 'boolean':
      return value === 'true' || value === 'false';
    case 'enum':
      return spec.values.includes(value);
  }
}

/**
 * The validity check of a page (product-spec §2: a failed check answers 404): every required query
 * parameter is present and every declared one has its type. Parameters the route does not declare
 * are let through — share links and the native app add their own.
 * @example isValidQuery({ goodsId: { kind: 'string', optional: false } }, new URLSearchParams('')) // false
 */
export function isValidQuery(specs: Readonly<Record<string, QueryParamSpec>>, search: URLSearchParams): boolean {
  for (const [name, spec] of Object.entries(specs)) {
    const value = search.get(name);
    if (value === null || value === '') {
      if (!spec.optional) return false;
      continue;
    }
    if (!validValue(spec, value)) return false;
  }
  return true;
}
