import { t } from '@/lib/i18n';
import { data } from 'react-router-dom';
import type { ScreenRoute } from '@/lib/routes';

/** What a route middleware sees: the request being navigated to and its route. */
export interface MiddlewareContext {
  readonly request: Request;
  readonly url: URL;
  readonly route: ScreenRoute;
}

/**
 * A route middleware. It may return (or throw) a redirect, which ends the chain and the
 * navigation goes there instead; returning nothing lets the next one run.
 */
export type RouteMiddleware = (context: MiddlewareContext) => void | Response | Promise<void | Response>;

export type MiddlewareRegistry = Readonly<Record<string, RouteMiddleware>>;

/**
 * Runs a route's middleware in their declared order, each finished before the next starts, before the
 * screen module loads. The whole chain is checked first: an unknown name is a build mistake and
 * answers 500 `Unknown middleware <name>` without running any of the others.
 */
export async function runMiddleware(names: readonly string[], context: MiddlewareContext, registry: MiddlewareRegistry): Promise<void> {
  for (const name of names) {
    if (!Object.hasOwn(registry, name)) throw data(t('error.unknownMiddleware', { name }), { status: 500, statusText: 'Unknown middleware' });
  }
  for (const name of names) {
    const result = await registry[name]?.(context);
    if (result) throw result;
  }
}
