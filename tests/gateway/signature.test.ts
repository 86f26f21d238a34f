import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calls, type CallId } from '@gen/calls.gen';
import { headers } from '@gen/constants.gen';
import { generateKeyPairPem } from '../../gateway/keys';
import { createVerifier, signPayload, signaturePayload } from '../../gateway/signature';
import { deliveryDraft } from './helpers/drafts';
import { send, useTestGateway } from './helpers/gateway';

/**
 * The x-sign header: MD5withRSA over the query string as sent plus, for non-GET calls, the body as
 * sent. A request without it, signed with another key, or changed by a single byte after signing is
 * refused with 400 and code SIGNATURE before anything else happens.
 */

const env = useTestGateway();

/** Sends exact bytes: the query string as given and the body bytes as given, with a chosen signature. */
async function sendRaw(id: CallId, query: string, body: Uint8Array, signature: string) {
  const meta = calls[id];
  return send(`${env.gw.url}${meta.path}${query === '' ? '' : `?${query}`}`, {
    method: meta.method,
    headers: { [headers.signature]: signature, [headers.token]: env.a, 'content-type': 'application/json' },
    ...(meta.method === 'GET' ? {} : { body: new Uint8Array(body) }),
  });
}

const signedBy = (pem: string, id: CallId, query: string, body: Uint8Array) => signPayload(pem, signaturePayload(calls[id].method, query, body));

// Characters the URL parser leaves as they are in a query, so the bytes signed are the bytes sent.
const QUERY_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~&=%';

describe('request signature', () => {
  const body = new Uint8Array(Buffer.from(JSON.stringify(deliveryDraft()), 'utf8'));
  const query = new URLSearchParams({ keyword: '混凝土', pageNum: '1', pageSize: '10' }).toString();

  it('accepts correctly signed GET and POST calls', async () => {
    expect((await sendRaw('goods.search', query, new Uint8Array(), signedBy(env.gw.keys.privateKeyPem, 'goods.search', query, new Uint8Array()))).status).toBe(
      200,
    );
    expect((await sendRaw('order.price', '', body, signedBy(env.gw.keys.privateKeyPem, 'order.price', '', body))).status).toBe(200);
  });

  it('refuses every call without a signature', async () => {
    for (const id of Object.keys(calls) as CallId[]) {
      const result = await env.gw.client.call(id, { token: env.a, sign: 'none', body: {} });
      expect(result.status, id).toBe(400);
      expect(result.envelope).toMatchObject({ success: false, code: 'SIGNATURE' });
    }
  });

  it('should refuse a signature made with any other key', async () => {
    const others = [generateKeyPairPem(), generateKeyPairPem()];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...others), fc.constantFrom<CallId>('goods.search', 'order.price', 'cart.list', 'address.add'), async (other, id) => {
        const result = await env.gw.client.call(id, {
          token: env.a,
          query: id === 'goods.search' ? query : undefined,
          body: {},
          sign: (payload) => signPayload(other.privateKeyPem, payload),
        });
        expect(result.envelope.code).toBe('SIGNATURE');
      }),
      { numRuns: 8 },
    );
  });

  it('should refuse a body changed by any single byte after signing', async () => {
    const signature = signedBy(env.gw.keys.privateKeyPem, 'order.price', '', body);
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: body.length - 1 }), fc.integer({ min: 1, max: 255 }), async (at, delta) => {
        const changed = new Uint8Array(body);
        changed[at] = (changed[at]! + delta) % 256;
        const result = await sendRaw('order.price', '', changed, signature);
        expect(result.status).toBe(400);
        expect(result.envelope.code).toBe('SIGNATURE');
      }),
      { numRuns: 60 },
    );
  });

  it('should refuse a query changed by any single character after signing', async () => {
    const signature = signedBy(env.gw.keys.privateKeyPem, 'goods.search', query, new Uint8Array());
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: query.length - 1 }), fc.constantFrom(...QUERY_CHARS), async (at, char) => {
        fc.pre(query[at] !== char);
        const changed = `${query.slice(0, at)}${char}${query.slice(at + 1)}`;
        const result = await sendRaw('goods.search', changed, new Uint8Array(), signature);
        expect(result.status).toBe(400);
        expect(result.envelope.code).toBe('SIGNATURE');
      }),
      { numRuns: 60 },
    );
  });

  it('refuses a POST whose query changed after signing', async () => {
    const q = 'platform=mr_buyer_app';
    const signature = signedBy(env.gw.keys.privateKeyPem, 'auth.menuTree', q, new Uint8Array());
    expect((await sendRaw('auth.menuTree', q, new Uint8Array(), signature)).status).toBe(200);
    expect((await sendRaw('auth.menuTree', 'platform=mr_buyer_apq', new Uint8Array(), signature)).envelope.code).toBe('SIGNATURE');
  });

  it('should refuse malformed signature headers', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ maxLength: 40 }), fc.base64String({ maxLength: 40 }), fc.string({ minLength: 3000, maxLength: 3001 })),
        async (header) => {
          const result = await env.gw.client.call('goods.hotWords', { sign: () => header });
          expect(result.envelope.code).toBe('SIGNATURE');
        },
      ),
      { numRuns: 30 },
    );
  });
});

describe('remembered verifications', () => {
  it('accepts a payload and signature verified before, and nothing else with that signature', () => {
    const keys = env.gw.keys;
    const verifier = createVerifier(keys.publicKeyPem);
    const payload = signaturePayload('GET', 'goodsId=g_sand', '');
    const signed = signPayload(keys.privateKeyPem, payload);
    expect(verifier.verify(payload, signed)).toBe(true);
    expect(verifier.verify(payload, signed)).toBe(true);
    expect(verifier.verify(signaturePayload('GET', 'goodsId=g_sanD', ''), signed)).toBe(false);
    expect(verifier.verify(Buffer.concat([payload, Buffer.from(' ')]), signed)).toBe(false);
    const other = generateKeyPairPem(1024);
    expect(verifier.verify(payload, signPayload(other.privateKeyPem, payload))).toBe(false);
    // Remembered under one key only: another verifier checks afresh.
    expect(createVerifier(other.publicKeyPem).verify(payload, signed)).toBe(false);
  });
});
