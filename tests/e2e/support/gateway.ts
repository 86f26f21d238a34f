import { generateKeyPairSync, verify } from 'node:crypto';
import type { Page } from '@playwright/test';
import { type CallId, calls } from '../../../generated/calls.gen.ts';
import { headers, runtimeConfig, signature } from '../../../generated/constants.gen.ts';

/** A throwaway key pair for this test run: the app signs with the private half, the test verifies. */
export const keys = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
});

/** One call the page made to the gateway, as the mock saw it. */
export interface SeenCall {
  readonly id: CallId | undefined;
  readonly method: string;
  readonly url: string;
  readonly token: string | undefined;
  /** The x-sign header verifies against the public key over query + (non-GET) body. */
  readonly signatureValid: boolean;
}

/** An answer for a call: an HTTP status and the JSON body. */
export interface MockAnswer {
  readonly status?: number;
  readonly body: unknown;
}

const byPath = new Map(Object.values(calls).map((call) => [call.path, call.id]));

/** The envelope of a successful answer. */
export const ok = (data: unknown): MockAnswer => ({ body: { success: true, code: '200', data } });

/** An expired login, as the gateway says it: envelope code 401 (text). */
export const expired: MockAnswer = { body: { success: false, code: '401', data: null, message: 'token expired' } };

/**
 * Serves /app-config.json (same-origin gateway, the throwaway key) and answers the gateway calls from
 * `answers`; any other call gets a failure envelope. Returns the calls as they arrive.
 */
export async function mockGateway(page: Page, answers: Partial<Record<CallId, MockAnswer>> = {}): Promise<SeenCall[]> {
  const seen: SeenCall[] = [];
  await page.route(`**${runtimeConfig.path}`, (route) => route.fulfill({ json: { apiBaseUrl: '', signingKeyPem: keys.privateKey } }));
  await page.route('**/gw/**', async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const id = byPath.get(url.pathname);
    const payload = url.search.replace(/^\?/, '') + (request.method() === 'GET' ? '' : (request.postData() ?? ''));
    const sent = await request.headerValue(headers.signature);
    const signatureValid = !!sent && verify(signature.nodeAlgorithm, Buffer.from(payload, 'utf8'), keys.publicKey, Buffer.from(sent, 'base64'));
    seen.push({ id, method: request.method(), url: request.url(), token: (await request.headerValue(headers.token)) ?? undefined, signatureValid });
    const answer = (id && answers[id]) || { body: { success: false, code: '500', data: null, message: `no mock for ${url.pathname}` } };
    await route.fulfill({ status: answer.status ?? 200, contentType: 'application/json', body: JSON.stringify(answer.body) });
  });
  return seen;
}
