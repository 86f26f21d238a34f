import { hextob64, KEYUTIL, KJUR, type RSAKey } from 'jsrsasign';
import { signature as signatureConstants } from '../constants';
import type { SignerReply, SignerRequest } from './payload';

/**
 * Signs a payload text with an RSA private key (PEM, PKCS#1 or PKCS#8): MD5withRSA over the UTF-8
 * bytes of the text, base64-encoded (constants `signature`). This module holds jsrsasign and runs only
 * inside the signing worker (and in tests), so the page's entry chunk never carries it.
 */
export function signPayload(key: RSAKey | string, payload: string): string {
  const signer = new KJUR.crypto.Signature({ alg: signatureConstants.algorithm });
  signer.init(typeof key === 'string' ? (KEYUTIL.getKey(key) as RSAKey) : key);
  signer.updateString(payload);
  return hextob64(signer.sign());
}

/** How many signatures a worker keeps for a payload asked again (a page's repeated reads sign once). */
const REMEMBERED_SIGNATURES = 200;

/**
 * The worker's state machine: `init` parses and keeps the key (parsing once per session rather than
 * per request), `sign` answers with a signature or with the reason it could not sign. A payload's
 * signature is the same every time (RSA PKCS#1 v1.5 over the query and body), so one asked again under
 * the same key is answered from memory.
 */
export function createSigningCore(sign: typeof signPayload = signPayload): { handle(message: SignerRequest): SignerReply | undefined } {
  let key: RSAKey | undefined;
  let keyError: string | undefined;
  const remembered = new Map<string, string>();
  return {
    handle(message) {
      if (message.type === 'init') {
        remembered.clear();
        try {
          key = KEYUTIL.getKey(message.privateKeyPem) as RSAKey;
          keyError = undefined;
        } catch (error) {
          key = undefined;
          keyError = `invalid signing key: ${String(error)}`;
        }
        return undefined;
      }
      if (!key) return { id: message.id, ok: false, error: keyError ?? 'signing key not set' };
      try {
        let signature = remembered.get(message.payload);
        if (signature === undefined) {
          signature = sign(key, message.payload);
          remembered.set(message.payload, signature);
          if (remembered.size > REMEMBERED_SIGNATURES) remembered.delete(remembered.keys().next().value!);
        }
        return { id: message.id, ok: true, signature };
      } catch (error) {
        return { id: message.id, ok: false, error: String(error) };
      }
    },
  };
}
