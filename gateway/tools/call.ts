import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { calls, type CallId } from '@gen/calls.gen';
import { headers } from '@gen/constants.gen';
import { DEV_PRIVATE_KEY_FILE } from '../keys';
import { signPayload, signaturePayload } from '../signature';

/**
 * Calls the gateway like the app does (signed), for a person at a terminal:
 *   npm run -s gateway:call -- auth.login '{"account":"demo","password":"demo123456"}'
 *   npm run -s gateway:call -- goods.search 'pageNum=1&pageSize=5'
 *   npm run -s gateway:call -- cart.list --token <token>
 * Prints the equivalent curl command (to stderr) and the response. Options: --token, --url (default
 * http://127.0.0.1:$PORT or 8080), --key (private key PEM; default $APP_SIGNING_KEY_FILE or the dev key).
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A signed request: URL, method, headers and body text exactly as sent. */
export interface SignedRequest {
  readonly url: string;
  readonly method: 'GET' | 'POST';
  readonly headers: Record<string, string>;
  readonly body: string | undefined;
}

/** Builds the signed request of a call: `input` is the JSON body (POST) or the query string. */
export function signedRequest(base: string, id: CallId, input: { query?: string; body?: string }, privateKeyPem: string, token?: string): SignedRequest {
  const meta = calls[id];
  const query = input.query ?? '';
  const body = meta.method === 'GET' ? undefined : (input.body ?? '');
  const sign = signPayload(privateKeyPem, signaturePayload(meta.method, query, body ?? ''));
  const out: Record<string, string> = { [headers.signature]: sign };
  if (body !== undefined && body !== '') out['content-type'] = 'application/json';
  if (token !== undefined) out[headers.token] = token;
  return { url: `${base}${meta.path}${query === '' ? '' : `?${query}`}`, method: meta.method, headers: out, body };
}

/** The curl command of a signed request. */
export function curlCommand(request: SignedRequest): string {
  const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
  const parts = ['curl', '-sS', '-X', request.method, quote(request.url)];
  for (const [name, value] of Object.entries(request.headers)) parts.push('-H', quote(`${name}: ${value}`));
  if (request.body !== undefined && request.body !== '') parts.push('--data-raw', quote(request.body));
  return parts.join(' ');
}

async function main(argv: string[]): Promise<void> {
  const option = (name: string) => {
    const at = argv.indexOf(`--${name}`);
    if (at < 0) return undefined;
    const [, value] = argv.splice(at, 2);
    return value;
  };
  const token = option('token');
  const base = option('url') ?? `http://127.0.0.1:${process.env.PORT ?? '8080'}`;
  const keyFile = option('key') ?? process.env.APP_SIGNING_KEY_FILE ?? DEV_PRIVATE_KEY_FILE;
  const [id, input = ''] = argv;
  if (id === undefined || !(id in calls)) {
    console.error(
      `usage: npm run -s gateway:call -- <callId> [json body | query string] [--token t] [--url u] [--key file]\ncall ids: ${Object.keys(calls).join(' ')}`,
    );
    process.exit(2);
  }
  const callId = id as CallId;
  const request = signedRequest(
    base,
    callId,
    calls[callId].method === 'GET' ? { query: input } : input.startsWith('{') || input === '' ? { body: input } : { query: input },
    readFileSync(path.resolve(ROOT, keyFile), 'utf8'),
    token,
  );
  console.error(curlCommand(request));
  const response = await fetch(request.url, {
    method: request.method,
    headers: request.headers,
    ...(request.body === undefined || request.body === '' ? {} : { body: request.body }),
  });
  console.log(JSON.stringify(await response.json(), null, 2));
  if (!response.ok) process.exitCode = 1;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
