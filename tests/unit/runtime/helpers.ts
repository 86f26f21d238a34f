import { generateKeyPairSync } from 'node:crypto';
import { type CallId, calls } from '../../../generated/calls.gen.ts';
import type { Logger } from '../../../src/lib/log.ts';
import type { Signer } from '../../../src/lib/signing/payload.ts';
import type { TokenSources } from '../../../src/lib/http/token.ts';

/** A throwaway RSA key pair (never committed). */
export function makeKeys(modulusLength = 2048) {
  return generateKeyPairSync('rsa', {
    modulusLength,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
}

/** A signer that answers at once with a recognisable text. */
export const stubSigner: Signer = { sign: async (payload) => `sig(${payload})` };

/** Token sources over plain values; `stored` follows what the client stores. */
export function tokenSources(
  init: { inApp?: boolean; native?: string | Error; stored?: string } = {},
): TokenSources & { stored: string; storedCalls: string[] } {
  const state = {
    stored: init.stored ?? '',
    storedCalls: [] as string[],
    inNativeApp: () => init.inApp ?? false,
    nativeToken: async () => {
      if (init.native instanceof Error) throw init.native;
      return init.native ?? '';
    },
    storedToken: () => state.stored,
    storeToken: (token: string) => {
      state.stored = token;
      state.storedCalls.push(token);
    },
  };
  return state;
}

/** A logger that keeps what it was told. */
export function recordingLogger(): Logger & { entries: { level: string; message: string; details: unknown }[] } {
  const entries: { level: string; message: string; details: unknown }[] = [];
  return {
    entries,
    warn: (message, details) => void entries.push({ level: 'warn', message, details }),
    error: (message, details) => void entries.push({ level: 'error', message, details }),
  };
}

/** An envelope response. */
export function envelope(body: { success: boolean; code: string | number; data?: unknown; message?: string }, status = 200): Response {
  return new Response(JSON.stringify({ data: null, ...body }), { status, headers: { 'Content-Type': 'application/json' } });
}

const byPath = new Map(Object.values(calls).map((call) => [call.path, call.id]));

/** A fetch standing in for the gateway: answers per call id, records each request. */
export function fakeGateway(answers: Partial<Record<CallId, () => Response | Promise<Response>>> = {}) {
  const seen: { id: CallId | undefined; request: Request }[] = [];
  const fetch = async (input: RequestInfo | URL): Promise<Response> => {
    const request = input as Request;
    const id = byPath.get(new URL(request.url).pathname);
    seen.push({ id, request });
    const answer = id ? answers[id] : undefined;
    return answer ? answer() : envelope({ success: false, code: '500', message: 'no answer' });
  };
  return { fetch: fetch as typeof globalThis.fetch, seen };
}
