import type { Signer, SignerReply, SignerRequest } from './payload';

/** The part of a Worker the signer uses: tests hand in an in-process stand-in. */
export interface SignerPort {
  postMessage(message: SignerRequest): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<SignerReply>) => void): void;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
}

/** Starts the signing worker (a separate chunk that holds jsrsasign). */
export function startSigningWorker(): SignerPort {
  return new Worker(new URL('./sign.worker.ts', import.meta.url), { type: 'module', name: 'signer' }) as SignerPort;
}

/**
 * A signer over a worker: hands it the key once, then matches each answer to its request by id. A
 * worker that fails to start rejects every pending and later signature instead of hanging the calls.
 * The key may still be on its way (the runtime config): the worker is started at once, so its code
 * downloads meanwhile, and signatures asked for before the key wait for it — or fail with its reason.
 */
export function createWorkerSigner(privateKeyPem: string | Promise<string>, port: SignerPort = startSigningWorker()): Signer {
  const pending = new Map<number, { resolve: (signature: string) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let broken: Error | undefined;
  port.addEventListener('message', (event: MessageEvent<SignerReply>) => {
    const reply = event.data;
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (reply.ok) waiting.resolve(reply.signature);
    else waiting.reject(new Error(`signing failed: ${reply.error}`));
  });
  port.addEventListener('error', (event: Event) => {
    broken = new Error(`signing worker failed: ${(event as ErrorEvent).message ?? 'unknown error'}`);
    for (const waiting of pending.values()) waiting.reject(broken);
    pending.clear();
  });
  // Messages reach the worker in order, so once `init` is posted every later `sign` finds the key.
  const keyPosted = Promise.resolve(privateKeyPem).then((pem) => port.postMessage({ type: 'init', privateKeyPem: pem }));
  keyPosted.catch(() => {});
  return {
    async sign(payload) {
      await keyPosted;
      if (broken) throw broken;
      const id = nextId++;
      return new Promise<string>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        port.postMessage({ type: 'sign', id, payload });
      });
    },
  };
}
