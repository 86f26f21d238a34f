import type { CallResult } from '@gen/client.gen';
import { isChunkLoadError } from '../chunkReload';
import { ApiError, NetworkError } from './errors';

/** The wrapper of every gateway answer (spec/calls/_gateway.yaml). */
export interface Envelope<T = unknown> {
  success: boolean;
  code: string;
  data: T;
  message?: string;
}

/** Reads an envelope from a parsed JSON body; undefined when the body is not one. */
export function asEnvelope(body: unknown): Envelope | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  if (typeof record.success !== 'boolean') return undefined;
  const code = typeof record.code === 'number' || typeof record.code === 'string' ? String(record.code) : '';
  const message = typeof record.message === 'string' ? record.message : undefined;
  return { success: record.success, code, data: record.data, ...(message === undefined ? {} : { message }) };
}

/** Whether a code means the login expired or is not allowed: 401 or 403, as text or number. */
export function isAuthFailureCode(code: unknown): boolean {
  const text = typeof code === 'number' ? String(code) : typeof code === 'string' ? code.trim() : '';
  return text === '401' || text === '403';
}

/**
 * The `data` of a successful call; anything else — an HTTP error, an envelope without success=true —
 * becomes an ApiError carrying the status, the code and the body. The generated call functions settle
 * every answer through it, so callers receive the data or one typed error.
 */
export async function unwrap<D>(call: Promise<CallResult>): Promise<D> {
  // An area's call table comes in a chunk of its own: not reaching it is a lost connection like any other.
  const result = await call.catch((error: unknown) => {
    throw isChunkLoadError(error) ? new NetworkError(undefined, { cause: error }) : error;
  });
  const envelope = asEnvelope(result.data ?? result.error);
  if (result.response.ok && envelope?.success === true) return envelope.data as D;
  const status = result.response.status;
  const code = envelope?.code || String(status);
  throw new ApiError(envelope?.message ?? `request failed (${code})`, status, code, result.data ?? result.error);
}
