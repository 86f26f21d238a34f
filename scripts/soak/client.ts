import { request as httpRequest } from 'node:http';
import type { CallId } from '@gen/calls.gen';
import type { CallData } from '@gen/client.gen';
import { signedRequest } from '../../gateway/tools/call';
import type { ErrorKind, Recorder } from './stats';

/** One gateway process as the buyers see it: its index (0, 1) and origin (the same port after a restart). */
export interface GatewayTarget {
  readonly index: number;
  readonly url: string;
}

/** The outcome of one attempt. */
export type Outcome<D> =
  | { readonly ok: true; readonly data: D }
  | {
      readonly ok: false;
      readonly kind: ErrorKind;
      /** True when the gateway answered (4xx, 5xx, success: false): the write is known to be not done unless 5xx. */
      readonly answered: boolean;
      readonly status: number | null;
      readonly code: string | null;
      readonly detail: string;
    };

/** What a call sends: a query (GET) or a JSON body (POST). */
export interface CallInput {
  readonly query?: Readonly<Record<string, string>>;
  readonly body?: unknown;
}

interface Envelope {
  success?: unknown;
  code?: unknown;
  data?: unknown;
  message?: unknown;
}

/** The network error's code ('TIMEOUT' for the abort of the timeout). */
function errorCode(error: unknown): string {
  const { code, name } = (error ?? {}) as { code?: unknown; name?: unknown };
  if (name === 'AbortError' || name === 'TimeoutError') return 'TIMEOUT';
  return typeof code === 'string' ? code : 'UNKNOWN';
}

function transportKind(code: string): ErrorKind {
  if (code === 'TIMEOUT') return 'timeout';
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ECONNRESET' || code === 'EPIPE') return 'connection reset';
  return 'other';
}

/**
 * One HTTP exchange on a connection of its own (`agent: false`, `Connection: close`). Not keep-alive on
 * purpose: a pooled socket that the gateway closed after its 5 s idle timeout, while the soak's event loop
 * was starved of CPU, would be picked for the next request before its close was read and fail as a
 * reset — a race of the client's pool (a browser resends such a request itself), not a fault of the
 * gateway, and on a loopback a new connection costs a fraction of a millisecond.
 */
function exchange(
  url: string,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
  timeoutMs: number,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const sent = body === undefined || body === '' ? undefined : Buffer.from(body, 'utf8');
    const request = httpRequest(
      url,
      {
        method,
        agent: false,
        headers: { ...headers, connection: 'close', ...(sent === undefined ? {} : { 'content-length': String(sent.length) }) },
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(sent);
  });
}

/**
 * Signs and sends calls the way the app does (MD5withRSA with node:crypto through gateway/tools/call.ts,
 * the token header, the app's 15 s timeout) and records every attempt. Never throws: a failure is an
 * Outcome.
 */
export class SoakClient {
  constructor(
    private readonly privateKeyPem: string,
    private readonly recorder: Recorder,
    private readonly timeoutMs: number,
  ) {}

  /** One attempt of a call. */
  async call<K extends CallId>(target: GatewayTarget, id: K, input: CallInput, token?: string): Promise<Outcome<CallData<K>>> {
    const query = input.query === undefined ? undefined : new URLSearchParams(input.query).toString();
    const body = input.body === undefined ? undefined : JSON.stringify(input.body);
    const request = signedRequest(
      target.url,
      id,
      { ...(query === undefined ? {} : { query }), ...(body === undefined ? {} : { body }) },
      this.privateKeyPem,
      token,
    );
    const started = performance.now();
    let status: number;
    let text: string;
    try {
      ({ status, text } = await exchange(request.url, request.method, request.headers, request.body, this.timeoutMs));
    } catch (error) {
      const code = errorCode(error);
      const kind = transportKind(code);
      const detail = `${code}${error instanceof Error ? ` (${error.message})` : ''}`;
      this.recorder.failed(id, target.index, kind, detail, false);
      return { ok: false, kind, answered: false, status: null, code: null, detail };
    }
    this.recorder.answered(id, target.index, performance.now() - started);
    let envelope: Envelope;
    try {
      envelope = JSON.parse(text) as Envelope;
    } catch {
      envelope = {};
    }
    if (status === 200 && envelope.success === true) return { ok: true, data: envelope.data as CallData<K> };
    const code = typeof envelope.code === 'string' ? envelope.code : null;
    const kind: ErrorKind = status >= 500 ? 'HTTP 5xx' : envelope.success === undefined ? 'other' : 'refused by the gateway';
    const detail = `HTTP ${status} ${code ?? ''} ${typeof envelope.message === 'string' ? envelope.message : text.slice(0, 120)}`.trim();
    this.recorder.failed(id, target.index, kind, detail, true);
    return { ok: false, kind, answered: true, status, code, detail };
  }
}
