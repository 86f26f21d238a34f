import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';

/**
 * How the built app is cached, as a CDN would serve it: hashed assets (Vite names every file under
 * /assets/ by its content) never change, so browsers keep them for a year without asking; index.html
 * and /app-config.json change with each deployment, so they are revalidated on every load (no-cache)
 * and answered 304 when the browser's copy (its ETag) is still current.
 */

/** Cache-Control of a content-hashed asset. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cache-Control of what must be revalidated on every load. */
export const REVALIDATE = 'no-cache';

/** The strong ETag of a body. */
export function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Whether the request's If-None-Match names `etag` (a list, weak validators and * included). */
function matches(c: Context, etag: string): boolean {
  const header = c.req.header('If-None-Match');
  if (header === undefined) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}

/** A revalidated text answer: 304 when the browser's copy is current, else the body with its ETag. */
export function revalidated(c: Context, body: string, contentType: string, etag: string = etagOf(body)): Response {
  c.header('ETag', etag);
  c.header('Cache-Control', REVALIDATE);
  c.header('Vary', 'Accept-Encoding');
  if (matches(c, etag)) return c.body(null, 304);
  return c.body(body, 200, { 'Content-Type': contentType });
}

/** Marks the answers under /assets/ immutable and says they vary by Accept-Encoding (precompressed copies). */
export const assetCaching: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.req.path.startsWith('/assets/') || c.res.status !== 200) return;
  c.res.headers.set('Cache-Control', IMMUTABLE);
  if (!c.res.headers.get('Vary')?.includes('Accept-Encoding')) c.res.headers.append('Vary', 'Accept-Encoding');
};

/**
 * The service worker and the web manifest are named the same in every build: revalidated on every load, so
 * a deployment reaches a browser at its next visit (the browser checks the worker itself as well).
 */
export const unhashedCaching: MiddlewareHandler = async (c, next) => {
  await next();
  if ((c.req.path === '/sw.js' || c.req.path === '/manifest.webmanifest') && c.res.status === 200) c.res.headers.set('Cache-Control', REVALIDATE);
};

/**
 * The build's index.html as it is now: read again whenever a deployment replaced it (its modification time
 * or size changed), so a new build is served without a restart; null while there is none.
 */
export function indexFile(distDir: string): () => { readonly body: string; readonly etag: string } | null {
  const file = path.join(distDir, 'index.html');
  let seen: { stamp: string; body: string; etag: string } | null = null;
  return () => {
    let stamp: string;
    try {
      const stat = statSync(file);
      stamp = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      return seen;
    }
    if (seen?.stamp !== stamp) {
      const body = readFileSync(file, 'utf8');
      seen = { stamp, body, etag: etagOf(body) };
    }
    return seen;
  };
}
