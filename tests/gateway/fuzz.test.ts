import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calls, type CallId } from '@gen/calls.gen';
import { findSession } from '../../gateway/sessions';
import { junkInput, schemaInput } from './helpers/arbitraries';
import { bodyLimitOf } from '../../gateway/handlers/upload';
import { assertData, latestCode, useTestGateway, type CallResult } from './helpers/gateway';

/**
 * Fuzzing every call: inputs drawn from the call's schemas (mostly valid, sometimes bent), junk that
 * ignores them, bodies over the size limit. Whatever comes in, the answer is the envelope with a 2xx
 * or 4xx status — never a 5xx — and the server keeps answering.
 */

const MAX_BODY = 16 * 1024;
const env = useTestGateway({ settings: { maxBodyBytes: MAX_BODY } });
let token = '';
let mobileSeq = 0;

/** A live session of a throwaway buyer: fuzzed auth calls may log it out, change its password or cancel it. */
async function ensureSession(): Promise<string> {
  if (token !== '' && (await findSession(env.gw.db, token)) !== null) return token;
  mobileSeq += 1;
  const mobile = `1370000${String(mobileSeq).padStart(4, '0')}`;
  await env.gw.client.ok('auth.sendCode', { query: { mobile, scene: 'login' } });
  token = (await env.gw.client.ok('auth.loginByPhone', { body: { mobile, smsCode: await latestCode(env.gw, mobile, 'login') } })).token;
  return token;
}

function expectEnvelope(id: CallId, result: CallResult): void {
  expect(result.status, `${id} answered ${result.status}: ${result.text.slice(0, 300)}`).toBeLessThan(500);
  expect(result.envelope.code, `${id} did not answer the envelope: ${result.text.slice(0, 200)}`).not.toBe('NOT_JSON');
  expect(typeof result.envelope.success).toBe('boolean');
  expect(typeof result.envelope.code).toBe('string');
  if (result.status === 200) {
    expect(result.envelope.success).toBe(true);
    assertData(id, result.envelope.data);
  } else {
    expect(result.envelope.success).toBe(false);
    expect(result.envelope.message).toEqual(expect.any(String));
  }
}

describe('fuzzing every call', () => {
  const ids = Object.keys(calls) as CallId[];

  it('should answer inputs drawn from each call schema with the envelope, never a 5xx', async () => {
    for (const id of ids) {
      await fc.assert(
        fc.asyncProperty(schemaInput(id), async ({ query, body }) => {
          const result = await env.gw.client.call(id, { token: await ensureSession(), query, body });
          expectEnvelope(id, result);
        }),
        { numRuns: 3 },
      );
    }
  }, 120_000);

  it('should answer junk queries and bodies with a 4xx envelope', async () => {
    for (const id of ids) {
      await fc.assert(
        fc.asyncProperty(junkInput, fc.boolean(), async ({ query, body }, withToken) => {
          const result = await env.gw.client.call(id, { token: withToken ? await ensureSession() : null, query, body });
          expectEnvelope(id, result);
          if (result.status === 200) return; // junk that happens to be valid (e.g. `{}` for a call without inputs)
          expect(result.status).toBeGreaterThanOrEqual(400);
        }),
        { numRuns: 2 },
      );
    }
  }, 120_000);

  it('should refuse bodies over the size limit with 413, and odd content types with 415', async () => {
    const session = await ensureSession();
    for (const id of ids.filter((callId) => calls[callId].method === 'POST')) {
      // upload.image carries a picture and has a limit of its own (gateway/handlers/upload.ts).
      const oversize = await env.gw.client.call(id, { token: session, body: `{"x":"${'a'.repeat(bodyLimitOf(id, { maxBodyBytes: MAX_BODY }))}"}` });
      expect(oversize.status, id).toBe(413);
      expectEnvelope(id, oversize);
      const form = await env.gw.client.call(id, { token: session, body: 'a=1', contentType: 'application/x-www-form-urlencoded' });
      expect(form.status, id).toBe(415);
    }
  });

  it('should answer deeply nested and very long inputs with 400', async () => {
    const session = await ensureSession();
    const nested = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    expectEnvelope('address.add', await env.gw.client.call('address.add', { token: session, body: nested }));
    const long = await env.gw.client.call('address.add', { token: session, body: { type: '1', receiverName: 'x'.repeat(5000) } });
    expect(long.status).toBe(400);
    const nul = await env.gw.client.call('goods.search', { query: { pageNum: 1, pageSize: 10, keyword: 'a\u0000b' } });
    expect(nul.status).toBe(400);
  });

  it('should still be up and answering afterwards', async () => {
    const words = await env.gw.client.ok('goods.hotWords');
    expect(words.length).toBeGreaterThan(0);
  });
});
