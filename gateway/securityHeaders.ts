import type { MiddlewareHandler } from 'hono';
import type { GatewaySettings } from './settings';

/**
 * The security headers of everything the gateway serves (issue 17, "hardened serving"): the built app and
 * its history fallback, /assets/*, /app-config.json, the API's answers, 404s and errors.
 *
 * The app's Content-Security-Policy allows no inline script and no eval: a script injected into a page
 * (a name, an address, a memo rendered as HTML by mistake) does not run. What each directive allows:
 * - script-src 'self': the build has no inline script (vite.config.ts; tests/e2e/hardening.spec.ts checks).
 * - worker-src 'self': the signing worker is a file of the build (/assets/sign.worker-*.js), not a blob.
 * - connect-src 'self' + the origin of apiBaseUrl (when the API is elsewhere) + settings.cspConnectSrc.
 * - img-src 'self' data: blob:: the demo pictures (/demo/*.svg), the image code and the pictures a buyer
 *   attaches (data: URLs), antd-mobile's inline SVG icons (data:) and object-URL previews of a picked file (blob:).
 * - style-src 'self' 'unsafe-inline': antd-mobile positions popups, pickers and swipers with style
 *   attributes set at run time; inline style cannot run script, so this does not reopen script injection.
 * - With a web map configured (settings.map): the map API's script origin in script-src, and its service and
 *   tile hosts (MAP_SERVICE_SOURCES) in script-src (its JSONP services), connect-src and img-src.
 * - frame-ancestors (settings.frameAncestors, 'none' by default) with a matching X-Frame-Options for old
 *   webviews; base-uri and form-action 'self'; object-src 'none'.
 *
 * The gateway's own pages under /__provider/ and /__weixin/ (the simulated payment provider, weixin
 * authorisation and financing partner) have inline <style> and same-site forms and no script at all:
 * they get a policy of their own, tighter still (default-src 'none'), instead of widening the app's.
 */

/** Where the web map's JS API 1.4.4 fetches its modules, services (some by JSONP) and tiles from. */
const MAP_SERVICE_SOURCES = ['https://*.amap.com', 'https://*.is.autonavi.com'];

/** Paths of the gateway's own server-rendered pages. */
const OWN_PAGES = ['/__provider/', '/__weixin/'];

/** The origin of an absolute URL, or null for a relative one ("" = same origin) or garbage. */
function originOf(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

const join = (directives: Record<string, readonly string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/** The app's policy (see the module comment for each directive). */
export function appPolicy(settings: Pick<GatewaySettings, 'cspConnectSrc' | 'frameAncestors' | 'map'>, apiBaseUrl: string): string {
  const apiOrigin = originOf(apiBaseUrl);
  const mapScriptOrigin = settings.map === null ? null : originOf(settings.map.scriptUrl);
  const mapSources = settings.map === null ? [] : MAP_SERVICE_SOURCES;
  const connect = [...new Set(["'self'", ...(apiOrigin === null ? [] : [apiOrigin]), ...settings.cspConnectSrc, ...mapSources])];
  return join({
    'default-src': ["'self'"],
    'script-src': [...new Set(["'self'", ...(mapScriptOrigin === null ? [] : [mapScriptOrigin]), ...mapSources])],
    'worker-src': ["'self'"],
    'connect-src': connect,
    'img-src': ["'self'", 'data:', 'blob:', ...mapSources],
    'style-src': ["'self'", "'unsafe-inline'"],
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': settings.frameAncestors,
  });
}

/** The policy of the gateway's own pages: inline styles and same-site forms, nothing else. */
export function ownPagePolicy(settings: Pick<GatewaySettings, 'frameAncestors'>): string {
  return join({
    'default-src': ["'none'"],
    'style-src': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'form-action': ["'self'"],
    'base-uri': ["'none'"],
    'frame-ancestors': settings.frameAncestors,
  });
}

/** X-Frame-Options for the frame-ancestors, where it can say the same (DENY, SAMEORIGIN); null for a list of origins. */
function frameOptions(frameAncestors: readonly string[]): string | null {
  if (frameAncestors.length === 0 || (frameAncestors.length === 1 && frameAncestors[0] === "'none'")) return 'DENY';
  if (frameAncestors.length === 1 && frameAncestors[0] === "'self'") return 'SAMEORIGIN';
  return null;
}

/**
 * The middleware: sets the headers on every answer (after the handler, so 404s and errors have them too).
 * Strict-Transport-Security only on an answer over https: the request's own scheme, or X-Forwarded-Proto
 * when a trusted proxy terminates TLS (settings.trustProxyHops).
 */
export function securityHeaders(
  settings: Pick<GatewaySettings, 'cspConnectSrc' | 'frameAncestors' | 'hstsMaxAgeSeconds' | 'trustProxyHops' | 'map'>,
  apiBaseUrl: string,
): MiddlewareHandler {
  const app = appPolicy(settings, apiBaseUrl);
  const own = ownPagePolicy(settings);
  const frame = frameOptions(settings.frameAncestors);
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('Content-Security-Policy', OWN_PAGES.some((prefix) => c.req.path.startsWith(prefix)) ? own : app);
    headers.set('X-Content-Type-Options', 'nosniff');
    // Other sites learn at most our origin, never a path or query (order and payment ids); our own pages get the full referrer.
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (frame !== null) headers.set('X-Frame-Options', frame);
    const forwardedProto = settings.trustProxyHops > 0 ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() : undefined;
    const https = (forwardedProto ?? new URL(c.req.url).protocol.replace(/:$/, '')) === 'https';
    if (https && settings.hstsMaxAgeSeconds > 0) headers.set('Strict-Transport-Security', `max-age=${settings.hstsMaxAgeSeconds}`);
  };
}
