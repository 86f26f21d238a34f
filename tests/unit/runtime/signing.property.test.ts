import { createSign, verify } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signature } from '../../../generated/constants.gen.ts';
import { createAppClient } from '../../../src/lib/http/client.ts';
import type { SignerReply, SignerRequest } from '../../../src/lib/signing/payload.ts';
import { createSigningCore, signPayload } from '../../../src/lib/signing/sign.ts';
import { createWorkerSigner, type SignerPort } from '../../../src/lib/signing/signer.ts';
import { makeKeys, tokenSources } from './helpers.ts';

/**
 * Runs the real worker module (src/lib/signing/sign.worker.ts) in this Node process: a stand-in for
 * the worker global scope receives its `onmessage`, and a port hands messages across asynchronously
 * as postMessage would.
 */
async function startWorkerInProcess(): Promise<SignerPort> {
  const listeners: ((event: MessageEvent<SignerReply>) => void)[] = [];
  const scope: { onmessage: ((event: { data: SignerRequest }) => void) | null; postMessage(reply: SignerReply): void } = {
    onmessage: null,
    postMessage: (reply) => setTimeout(() => listeners.forEach((listener) => listener({ data: reply } as MessageEvent<SignerReply>))),
  };
  (globalThis as { self?: unknown }).self = scope;
  await import('../../../src/lib/signing/sign.worker.ts');
  return {
    postMessage: (message) => setTimeout(() => scope.onmessage?.({ data: message })),
    addEventListener: ((type: string, listener: (event: MessageEvent<SignerReply>) => void) => {
      if (type === 'message') listeners.push(listener);
    }) as SignerPort['addEventListener'],
  };
}

const keys = makeKeys();
let port: SignerPort;

beforeAll(async () => {
  port = await startWorkerInProcess();
});
afterAll(() => {
  delete (globalThis as { self?: unknown }).self;
});

/** Text keys and values from the whole of Unicode (well-formed: a query string cannot carry lone surrogates). */
const text = fc.string({ unit: 'grapheme', maxLength: 12 });
const query = fc.dictionary(
  text.filter((key) => key.length > 0),
  text,
  { maxKeys: 4 },
);
const body = fc.dictionary(text, fc.oneof(text, fc.integer(), fc.boolean(), fc.array(text, { maxLength: 3 })), { maxKeys: 4 });

describe('request signatures from the signing worker', () => {
  it('should verify with node:crypto (RSA-MD5) against the public key, for GET and POST, unicode queries and bodies', async () => {
    const signer = createWorkerSigner(keys.privateKey, port);
    const sent: Request[] = [];
    // Paths outside the spec: the property is about any query and body, not the declared calls.
    const untyped = createAppClient({
      baseUrl: 'https://gw.test',
      signer,
      token: tokenSources({ stored: 'tok' }),
      fetch: (async (input: RequestInfo | URL) => {
        sent.push(input as Request);
        return new Response('{"success":true,"code":"200","data":null}', { headers: { 'Content-Type': 'application/json' } });
      }) as typeof fetch,
    }) as unknown as {
      GET(path: string, init: object): Promise<unknown>;
      POST(path: string, init: object): Promise<unknown>;
    };

    await fc.assert(
      fc.asyncProperty(fc.constantFrom('GET', 'POST'), query, body, async (method, params, payload) => {
        sent.length = 0;
        if (method === 'GET') await untyped.GET('/gw/20261121/0123456789ab', { params: { query: params } });
        else await untyped.POST('/gw/20261121/0123456789ab', { params: { query: params }, body: payload });
        const request = sent[0];
        if (!request) throw new Error('nothing was sent');
        // The payload as the gateway rebuilds it from what arrived: raw query text, then the body text.
        const url = new URL(request.url);
        const signed = url.search.replace(/^\?/, '') + (method === 'GET' ? '' : await request.text());
        const header = request.headers.get('x-sign') ?? '';
        expect(verify(signature.nodeAlgorithm, Buffer.from(signed, 'utf8'), keys.publicKey, Buffer.from(header, 'base64'))).toBe(true);
      }),
      { numRuns: 80 },
    );
  });

  it('should not verify once the query or the body is changed', async () => {
    const signer = createWorkerSigner(keys.privateKey, port);
    await fc.assert(
      fc.asyncProperty(text, text, async (original, extra) => {
        fc.pre(extra.length > 0);
        const header = await signer.sign(original);
        expect(verify(signature.nodeAlgorithm, Buffer.from(original + extra, 'utf8'), keys.publicKey, Buffer.from(header, 'base64'))).toBe(false);
      }),
      { numRuns: 30 },
    );
  });

  it('signs what was asked before the key arrived, once it does (the worker starts before the config is read)', async () => {
    let deliver: (pem: string) => void = () => {};
    const signer = createWorkerSigner(new Promise<string>((resolve) => (deliver = resolve)), port);
    const early = signer.sign('pageNum=1');
    deliver(keys.privateKey);
    const signed = await early;
    expect(verify('RSA-MD5', Buffer.from('pageNum=1'), keys.publicKey, Buffer.from(signed, 'base64'))).toBe(true);
  });

  it('fails every signature with the reason when the key never comes (no runtime config)', async () => {
    const signer = createWorkerSigner(Promise.reject(new Error('signing unavailable: the runtime config could not be loaded')), port);
    await expect(signer.sign('a=1')).rejects.toThrow('signing unavailable: the runtime config could not be loaded');
    await expect(signer.sign('a=2')).rejects.toThrow('signing unavailable');
  });

  it('rejects signing when the worker got no usable key', async () => {
    const signer = createWorkerSigner('not a pem', port);
    await expect(signer.sign('a=1')).rejects.toThrow(/signing failed: invalid signing key/);
  });
});

/** A stand-in signing worker on node:crypto that records the payloads it is asked to sign. */
function cryptoWorker(asked: string[]): SignerPort {
  let pem = '';
  const listeners: ((event: MessageEvent<SignerReply>) => void)[] = [];
  return {
    postMessage: (message) =>
      setTimeout(() => {
        if (message.type === 'init') pem = message.privateKeyPem;
        else {
          asked.push(message.payload);
          const signed = createSign('RSA-MD5').update(message.payload).sign(pem, 'base64');
          for (const listener of listeners) listener({ data: { id: message.id, ok: true, signature: signed } } as MessageEvent<SignerReply>);
        }
      }),
    addEventListener: ((type: string, listener: (event: MessageEvent<SignerReply>) => void) => {
      if (type === 'message') listeners.push(listener);
    }) as SignerPort['addEventListener'],
  };
}

describe('signing off the critical path', () => {
  it('the worker signs a payload asked again once under one key (its signature never changes), and anew under a new key', () => {
    const signed: string[] = [];
    const core = createSigningCore((key, payload) => {
      signed.push(payload);
      return signPayload(key, payload);
    });
    core.handle({ type: 'init', privateKeyPem: keys.privateKey });
    const first = core.handle({ type: 'sign', id: 1, payload: '' });
    const again = core.handle({ type: 'sign', id: 2, payload: '' });
    expect(again).toEqual({ ...first, id: 2 });
    expect(signed).toEqual(['']);
    core.handle({ type: 'init', privateKeyPem: keys.privateKey });
    core.handle({ type: 'sign', id: 3, payload: '' });
    expect(signed).toEqual(['', '']);
  });

  it('signs a page’s calls on two workers side by side once the first has answered; never a second while the first is starting', async () => {
    const asked: string[][] = [];
    const start = () => cryptoWorker((asked[asked.length] = []));
    let deliver: (pem: string) => void = () => {};
    const signer = createWorkerSigner(new Promise<string>((resolve) => (deliver = resolve)), { start, max: 2 });
    expect(asked).toHaveLength(1);
    // The first screen's calls before the key: the one worker, still loading, signs them all.
    const first = Promise.all(['a=1', 'a=2'].map((payload) => signer.sign(payload)));
    deliver(keys.privateKey);
    await first;
    expect(asked.map((payloads) => payloads.length)).toEqual([2]);
    // The next screen's four calls at once: the second worker starts and takes half.
    const signatures = await Promise.all(['b=1', 'b=2', 'b=3', 'b=4'].map((payload) => signer.sign(payload)));
    expect(asked.map((payloads) => payloads.length)).toEqual([4, 2]);
    signatures.forEach((signature, i) => expect(verify('RSA-MD5', Buffer.from(`b=${i + 1}`), keys.publicKey, Buffer.from(signature, 'base64'))).toBe(true));
    // One at a time: an idle worker signs, no third starts.
    await signer.sign('c=1');
    await signer.sign('c=2');
    expect(asked).toHaveLength(2);

    const lone: string[][] = [];
    const one = createWorkerSigner(keys.privateKey, { start: () => cryptoWorker((lone[lone.length] = [])), max: 2 });
    await one.sign('d=1');
    await one.sign('d=2');
    expect(lone).toHaveLength(1);
  });

  it('does not keep a failed signature: the payload is signed again when asked again', async () => {
    const asked: string[] = [];
    const worker = cryptoWorker(asked);
    // The first answer is a failure (a worker that had not got its key yet, say); later ones are real.
    let failures = 1;
    const flaky: SignerPort = {
      postMessage: worker.postMessage,
      addEventListener: ((type: string, listener: (event: MessageEvent<SignerReply>) => void) =>
        worker.addEventListener(type as 'message', (event: MessageEvent<SignerReply>) =>
          listener(failures-- > 0 ? ({ data: { id: event.data.id, ok: false, error: 'not ready' } } as MessageEvent<SignerReply>) : event),
        )) as SignerPort['addEventListener'],
    };
    const signer = createWorkerSigner(keys.privateKey, flaky);
    await expect(signer.sign('d=1')).rejects.toThrow('signing failed: not ready');
    const signed = await signer.sign('d=1');
    expect(asked).toEqual(['d=1', 'd=1']);
    expect(verify('RSA-MD5', Buffer.from('d=1'), keys.publicKey, Buffer.from(signed, 'base64'))).toBe(true);
  });
});
