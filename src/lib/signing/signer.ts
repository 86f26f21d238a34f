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

/** How many signatures are kept for a payload asked again (a page's repeated reads sign once). */
const REMEMBERED_SIGNATURES = 200;

/**
 * A signer over signing workers: hands each the key, then matches each answer to its request by id. A
 * worker that fails rejects its pending and later signatures instead of hanging the calls. The key may
 * still be on its way (the runtime config): the first worker is started at once, so its code downloads
 * meanwhile, and signatures asked for before the key wait for it — or fail with its reason.
 *
 * `workers` is one port (tests), or how to start one and how many at most: a further worker starts only
 * while every one running is busy, so a page's first calls are signed side by side. A payload's signature
 * is the same every time (RSA PKCS#1 v1.5 over the query and body), so a payload asked again is signed once.
 */
export function createWorkerSigner(
  privateKeyPem: string | Promise<string>,
  workers: SignerPort | { readonly start: () => SignerPort; readonly max: number } = { start: startSigningWorker, max: 1 },
): Signer {
  const key = Promise.resolve(privateKeyPem);
  key.catch(() => {});
  let nextId = 1;
  // `assigned`: the signatures handed to a worker and not answered yet, counted from the moment it is chosen
  // (before the key is there, none has been posted yet).
  const pool: {
    port: SignerPort;
    pending: Map<number, { resolve: (signature: string) => void; reject: (error: Error) => void }>;
    assigned: number;
    broken?: Error;
    ready: Promise<void>;
  }[] = [];
  const add = (port: SignerPort) => {
    const worker: (typeof pool)[number] = { port, pending: new Map(), assigned: 0, ready: Promise.resolve() };
    port.addEventListener('message', (event: MessageEvent<SignerReply>) => {
      const reply = event.data;
      const waiting = worker.pending.get(reply.id);
      if (!waiting) return;
      worker.pending.delete(reply.id);
      if (reply.ok) waiting.resolve(reply.signature);
      else waiting.reject(new Error(`signing failed: ${reply.error}`));
    });
    port.addEventListener('error', (event: Event) => {
      worker.broken = new Error(`signing worker failed: ${(event as ErrorEvent).message ?? 'unknown error'}`);
      for (const waiting of worker.pending.values()) waiting.reject(worker.broken);
      worker.pending.clear();
    });
    // Messages reach a worker in order, so once `init` is posted every later `sign` finds the key.
    worker.ready = key.then((pem) => port.postMessage({ type: 'init', privateKeyPem: pem }));
    worker.ready.catch(() => {});
    pool.push(worker);
    return worker;
  };
  const single = 'postMessage' in workers;
  add(single ? workers : workers.start());
  const max = single ? 1 : Math.max(1, workers.max);
  const pick = () => {
    const least = pool.filter((worker) => !worker.broken).sort((a, b) => a.assigned - b.assigned)[0];
    if (least?.assigned === 0) return least;
    return !single && pool.length < max ? add(workers.start()) : (least ?? pool[0]!);
  };
  const remembered = new Map<string, Promise<string>>();
  const signOnce = async (payload: string): Promise<string> => {
    const worker = pick();
    worker.assigned += 1;
    try {
      await worker.ready;
      if (worker.broken) throw worker.broken;
      const id = nextId++;
      return await new Promise<string>((resolve, reject) => {
        worker.pending.set(id, { resolve, reject });
        worker.port.postMessage({ type: 'sign', id, payload });
      });
    } finally {
      worker.assigned -= 1;
    }
  };
  return {
    sign(payload) {
      const known = remembered.get(payload);
      if (known) return known;
      const signing = signOnce(payload);
      remembered.set(payload, signing);
      // A failure is not remembered: the next call asks again.
      signing.catch(() => remembered.delete(payload));
      if (remembered.size > REMEMBERED_SIGNATURES) remembered.delete(remembered.keys().next().value!);
      return signing;
    },
  };
}
