import { createHash, randomBytes } from 'node:crypto';

/** A new unguessable id with a readable prefix, e.g. `ord_3f9a…` (16 hex digits of randomness). */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(8).toString('hex')}`;
}

/** A new secret token (64 hex digits); only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('hex');
}

/** SHA-256 hex: how tokens are stored, so a leaked table does not leak live sessions. */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A numeric code of `digits` digits (SMS and image codes). */
export function numericCode(digits: number): string {
  const max = 10 ** digits;
  return String(randomBytes(4).readUInt32BE(0) % max).padStart(digits, '0');
}
