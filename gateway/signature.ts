import { createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import { signature } from '@gen/constants.gen';

/**
 * The request signature (constants `signature`): MD5withRSA, base64, over the query string exactly as
 * sent (without '?', empty when none) followed, for non-GET calls, by the JSON body text exactly as sent.
 */

/** The bytes that are signed: query string, then (non-GET only) the body bytes. */
export function signaturePayload(method: string, rawQuery: string, body: Uint8Array | string): Buffer {
  const query = Buffer.from(rawQuery, 'utf8');
  if (method.toUpperCase() === 'GET') return query;
  const bodyBytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : Buffer.from(body);
  return Buffer.concat([query, bodyBytes]);
}

// Strict base64: Buffer.from(…, 'base64') silently skips junk, so an altered header could decode to
// the same bytes; a signature header must be canonical base64 or it is rejected outright.
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** A verifier bound to the gateway's public key. */
export interface SignatureVerifier {
  /** True when `signatureBase64` is a valid signature of `payload`. Never throws. */
  verify(payload: Buffer, signatureBase64: string | undefined | null): boolean;
}

/** Signatures remembered as valid, and the largest payload remembered (a GET's query, a small body). */
const VERIFIED_ENTRIES = 10_000;
const VERIFIED_PAYLOAD_MAX = 4096;

/**
 * Builds the verifier from a PEM public key (SPKI or PKCS#1). A payload and signature verified once
 * are remembered (bounded): verification is a pure function of the two under one key, and identical
 * requests are common (every buyer's first page asks the same queries, and the app signs an identical
 * payload once), so the RSA work is not repeated for them.
 */
export function createVerifier(publicKeyPem: string): SignatureVerifier {
  const key: KeyObject = createPublicKey(publicKeyPem);
  const verified = new Set<string>();
  return {
    verify(payload, signatureBase64) {
      if (!signatureBase64 || signatureBase64.length > 2048 || !BASE64.test(signatureBase64)) return false;
      // latin1 maps each byte to one character: the key holds the payload's exact bytes.
      const memo = payload.byteLength <= VERIFIED_PAYLOAD_MAX ? `${signatureBase64}\n${payload.toString('latin1')}` : null;
      if (memo !== null && verified.has(memo)) return true;
      let valid: boolean;
      try {
        valid = verify(signature.nodeAlgorithm, payload, key, Buffer.from(signatureBase64, 'base64'));
      } catch {
        return false;
      }
      if (valid && memo !== null) {
        if (verified.size >= VERIFIED_ENTRIES) verified.delete(verified.values().next().value as string);
        verified.add(memo);
      }
      return valid;
    },
  };
}

/** Signs a payload (tests and the curl helper; the app signs with jsrsasign in a worker). */
export function signPayload(privateKeyPem: string, payload: Buffer): string {
  return sign(signature.nodeAlgorithm, payload, privateKeyPem).toString(signature.encoding);
}
