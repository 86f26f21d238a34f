// Typed links to the routes of the spec. The generator emits the route table as data (paths, query
// specs, query types); building and reading query strings is this module's plain, tested code.
import { type QueryParamSpec, type RoutePath, type RouteQueries, type RouteStub, routeStubs } from '@gen/routes.gen';

declare const hrefBrand: unique symbol;

/**
 * A local URL built from the route table: only `href()` and `localHref()` make one, so a navigation or a
 * link can never be handed a path that is not a route of the spec.
 */
export type Href = string & { readonly [hrefBrand]: true };

/** Looks a route up by its exact path (what the first load knows of it: kind, feature, query parameters). */
export const routeByPath: ReadonlyMap<string, RouteStub> = new Map(routeStubs.map((route): [string, RouteStub] => [route.path, route]));

const querySpecsOf = (route: RouteStub): Readonly<Record<string, QueryParamSpec>> => (route.kind === 'redirect' ? {} : route.query);

function checkQueryValue(path: string, name: string, spec: QueryParamSpec, value: unknown): string {
  const fail = (expected: string) => new TypeError(`href(${path}): query "${name}" must be ${expected}, got ${JSON.stringify(value)}`);
  switch (spec.kind) {
    case 'string':
      if (typeof value !== 'string') throw fail('a string');
      return value;
    case 'integer':
      if (typeof value !== 'number' || !Number.isInteger(value)) throw fail('an integer');
      return String(value);
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) throw fail('a finite number');
      return String(value);
    case 'boolean':
      if (typeof value !== 'boolean') throw fail('a boolean');
      return String(value);
    case 'enum':
      if (typeof value !== 'string' || !spec.values.includes(value)) throw fail(`one of ${spec.values.join(', ')}`);
      return value;
  }
}

/**
 * Builds a link to a route with its query string, checking the parameters against the spec: a missing
 * required parameter, an unknown one or a wrong type throws a TypeError (the types catch most of these
 * at build time already). An optional parameter given as `undefined` is left out.
 * @example href('/shoppingDetail', { goodsId: 'g1' }) // '/shoppingDetail?goodsId=g1'
 */
export function href<P extends RoutePath>(
  path: P,
  ...[query]: Record<string, never> extends RouteQueries[P] ? [query?: RouteQueries[P]] : [query: RouteQueries[P]]
): Href {
  const route = routeByPath.get(path);
  if (!route) throw new TypeError(`href: unknown route ${path}`);
  const specs = querySpecsOf(route);
  const given = (query ?? {}) as Record<string, unknown>;
  const search = new URLSearchParams();
  for (const name of Object.keys(given)) {
    if (!(name in specs)) throw new TypeError(`href(${path}): unknown query "${name}"`);
  }
  for (const [name, spec] of Object.entries(specs)) {
    const value = given[name];
    if (value === undefined) {
      if (!spec.optional) throw new TypeError(`href(${path}): query "${name}" is required`);
      continue;
    }
    search.set(name, checkQueryValue(path, name, spec, value));
  }
  const text = search.toString();
  return (text ? `${path}?${text}` : path) as Href;
}

/**
 * The login page, with the way back to `redirect` (the path and query the visitor was on) after logging
 * in: the one builder of that link, for the auth middleware, an expired session and the pages that ask.
 * @example loginHref('/v2/order?from=cart') // '/login?redirect=%2Fv2%2Forder%3Ffrom%3Dcart'
 */
export function loginHref(redirect: string): Href {
  return href('/login', { redirect });
}

/**
 * Whether a redirect target stays inside the app: a path starting with one '/', not '//' or '/\'
 * (both would leave for another host).
 */
export function isLocalPath(target: string | null | undefined): target is string {
  return !!target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\');
}

/**
 * A target that arrived as data — a `redirect` or `from` query, a banner's link, the native app's
 * request — as an Href when it is a local path to a route of the spec (any query kept), else undefined.
 * @example localHref('/v2/order?from=cart') // '/v2/order?from=cart'
 * @example localHref('https://evil.example/') // undefined
 */
export function localHref(target: string | null | undefined): Href | undefined {
  if (!isLocalPath(target)) return undefined;
  const { pathname } = new URL(target, 'http://app.local');
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const known = routeByPath.has(trimmed) || [...routeByPath.keys()].some((path) => path.toLowerCase() === trimmed.toLowerCase());
  return known ? (target as Href) : undefined;
}

function parseValue(spec: QueryParamSpec, raw: string): unknown {
  switch (spec.kind) {
    case 'string':
      return raw;
    case 'integer':
      return /^-?\d+$/.test(raw) ? Number(raw) : undefined;
    case 'number':
      return raw.trim() !== '' && Number.isFinite(Number(raw)) ? Number(raw) : undefined;
    case 'boolean':
      return raw === 'true' ? true : raw === 'false' ? false : undefined;
    case 'enum':
      return spec.values.includes(raw) ? raw : undefined;
  }
}

/**
 * The declared query parameters of a route read from a query string, typed as the spec declares them.
 * The route's validity check (a failed one answers 404) has made sure the required ones are there; a
 * screen rendered without that check (a test) gets '' for a missing required string. Parameters the
 * route does not declare are not read.
 * @example parseQuery('/shoppingDetail', new URLSearchParams('goodsId=g1')) // { goodsId: 'g1' }
 */
export function parseQuery<P extends RoutePath>(path: P, search: URLSearchParams): RouteQueries[P] {
  const route = routeByPath.get(path);
  if (!route) throw new TypeError(`parseQuery: unknown route ${path}`);
  const parsed: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(querySpecsOf(route))) {
    const raw = search.get(name);
    const value = raw === null || raw === '' ? undefined : parseValue(spec, raw);
    if (value !== undefined) parsed[name] = value;
    else if (!spec.optional && spec.kind === 'string') parsed[name] = '';
  }
  return parsed as RouteQueries[P];
}
