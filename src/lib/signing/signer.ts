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

interface PooledWorker {
  readonly port: SignerPort;
  /** The signatures handed to it and not answered yet (from the moment it is chosen, before the key is there). */
  readonly pending: Map<number, { resolve: (signature: string) => void; reject: (error: Error) => void }>;
  broken?: Error;
  ready: Promise<void>;
  /** It has answered once: its code is loaded and its key parsed. */
  warm?: boolean;
}

/**
 * A signer over signing workers: hands each the key, then matches each answer to its request by id. A
 * worker that fails rejects its pending and later signatures instead of hanging the calls. The key may
 * still be on its way (the runtime config): the first worker is started at once, so its code downloads
 * meanwhile, and signatures asked for before the key wait for it — or fail with its reason.
 *
 * `workers` is one port (tests), or how to start one and how many at most: a further worker starts only
 * while every one running is busy and the first has answered, so a page's calls are signed side by side. A
 * worker answers a payload it signed before from its memory.
 */
export function createWorkerSigner(
  privateKeyPem: string | Promise<string>,
  workers: SignerPort | { readonly start: () => SignerPort; readonly max: number } = { start: startSigningWorker, max: 1 },
): Signer {
  const key = Promise.resolve(privateKeyPem);
  let nextId = 1;
  const pool: PooledWorker[] = [];
  const add = (port: SignerPort): PooledWorker => {
    const worker: PooledWorker = { port, pending: new Map(), ready: key.then((pem) => port.postMessage({ type: 'init', privateKeyPem: pem })) };
    worker.ready.catch(() => {});
    port.addEventListener('message', ({ data: reply }: MessageEvent<SignerReply>) => {
      const waiting = worker.pending.get(reply.id);
      worker.warm = true;
      if (reply.ok) waiting?.resolve(reply.signature);
      else waiting?.reject(new Error(`signing failed: ${reply.error}`));
    });
    port.addEventListener('error', (event: Event) => {
      worker.broken = new Error(`signing worker failed: ${(event as ErrorEvent).message ?? 'unknown error'}`);
      for (const waiting of worker.pending.values()) waiting.reject(worker.broken);
    });
    pool.push(worker);
    return worker;
  };
  const single = 'postMessage' in workers;
  add(single ? workers : workers.start());
  // An idle worker, else a new one while there is room — once the first has answered: before that, a second
  // would load and compile the same code beside it on a phone's few cores, later than the first is ready —
  // else one in turn.
  const pick = (): PooledWorker => {
    const live = pool.filter((worker) => !worker.broken);
    const idle = live.find((worker) => worker.pending.size === 0);
    if (idle) return idle;
    if (!single && pool.length < workers.max && pool[0]!.warm) return add(workers.start());
    return live[nextId % live.length] ?? pool[0]!;
  };
  const sign = (payload: string): Promise<string> => {
    const worker = pick();
    const id = nextId++;
    return new Promise<string>((resolve, reject) => {
      worker.pending.set(id, { resolve, reject });
      // Messages reach a worker in order, so once `init` is posted every later `sign` finds the key.
      worker.ready.then(() => (worker.broken ? reject(worker.broken) : worker.port.postMessage({ type: 'sign', id, payload })), reject);
    }).finally(() => worker.pending.delete(id));
  };
  return { sign };
}
