import bcrypt from 'bcryptjs';

/** bcrypt work factor of new hashes (2^rounds iterations); configurable so tests stay fast. */
export const DEFAULT_BCRYPT_ROUNDS = 10;

/** Hashes a password (or pay password) with bcrypt and a fresh salt. */
export function hashPassword(password: string, rounds: number = DEFAULT_BCRYPT_ROUNDS): Promise<string> {
  return bcrypt.hash(password, rounds);
}

/** Checks a password against a stored bcrypt hash; false when there is no hash. */
export function checkPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash) return Promise.resolve(false);
  return bcrypt.compare(password, hash);
}

/** Login passwords: 6 to 20 letters and digits (spec: RegisterBody.password). */
export function isValidLoginPassword(password: string): boolean {
  return /^[A-Za-z0-9]{6,20}$/.test(password);
}

/** Pay passwords: exactly 6 digits (the numeric password keyboard). */
export function isValidPayPassword(password: string): boolean {
  return /^\d{6}$/.test(password);
}
