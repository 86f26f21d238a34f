/**
 * The text a request signature covers (constants `signature`): the query string exactly as sent,
 * without its leading '?' (empty when there is none), followed — for every method but GET — by the
 * JSON body text exactly as sent. Reading a clone leaves the body for fetch.
 * @example await signingPayload(new Request('https://gw/x?a=1', { method: 'POST', body: '{"b":2}' })) // 'a=1{"b":2}'
 */
export async function signingPayload(request: Request): Promise<string> {
  const query = new URL(request.url).search.replace(/^\?/, '');
  if (request.method.toUpperCase() === 'GET') return query;
  const body = await request.clone().text();
  return query + body;
}

/** A message from the page to the signing worker. */
export type SignerRequest =
  { readonly type: 'init'; readonly privateKeyPem: string } | { readonly type: 'sign'; readonly id: number; readonly payload: string };

/** The worker's answer to one `sign` message. */
export type SignerReply =
  { readonly id: number; readonly ok: true; readonly signature: string } | { readonly id: number; readonly ok: false; readonly error: string };

/** Signs payload texts; the browser implementation lives in a Web Worker. */
export interface Signer {
  sign(payload: string): Promise<string>;
}
