/** The weights of the first 17 digits of a mainland resident ID card number (GB 11643-1999). */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
/** The check character for each remainder of the weighted sum modulo 11. */
const CHECK_CHARACTERS = '10X98765432';

/**
 * The check character (a digit or X) of an 18-character resident ID card number, computed from its first
 * 17 digits; null when those are not 17 digits.
 */
export function idCardCheckCharacter(id: string): string | null {
  if (!/^\d{17}/.test(id)) return null;
  let sum = 0;
  for (let i = 0; i < WEIGHTS.length; i += 1) sum += Number(id[i]) * WEIGHTS[i]!;
  return CHECK_CHARACTERS[sum % 11]!;
}

/**
 * Whether an ID card number's last character matches its check character (GB 11643). Run after the
 * validation.yaml `idCard` format rule (17 digits and a digit or upper-case X), by the driver form and by
 * the gateway alike, so a mistyped digit is caught before anything is sent.
 */
export function isIdCardChecksumValid(id: string): boolean {
  return id.length === 18 && idCardCheckCharacter(id) === id[17];
}
