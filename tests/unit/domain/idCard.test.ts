import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idCardCheckCharacter, isIdCardChecksumValid } from '@/domain';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
/** An independent model of GB 11643: the check value (12 − sum mod 11) mod 11, 10 written X. */
const model = (digits: string): string => {
  const sum = [...digits].reduce((total, d, i) => total + Number(d) * WEIGHTS[i]!, 0);
  const value = (12 - (sum % 11)) % 11;
  return value === 10 ? 'X' : String(value);
};
const seventeen = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 17, maxLength: 17 });

describe('ID card check character (GB 11643)', () => {
  it('checks published examples', () => {
    expect(idCardCheckCharacter('11010519491231002X')).toBe('X');
    expect(isIdCardChecksumValid('11010519491231002X')).toBe(true);
    expect(isIdCardChecksumValid('31010119800101123X')).toBe(true);
    expect(isIdCardChecksumValid('310101198001011234')).toBe(false);
    expect(isIdCardChecksumValid('440524188001010014')).toBe(true);
  });

  it('refuses what is not 17 digits and a check character', () => {
    expect(idCardCheckCharacter('1101051949123100')).toBeNull();
    expect(idCardCheckCharacter('X1010519491231002')).toBeNull();
    expect(isIdCardChecksumValid('11010519491231002')).toBe(false);
    expect(isIdCardChecksumValid('11010519491231002X0')).toBe(false);
    expect(isIdCardChecksumValid('')).toBe(false);
  });

  it('should agree with the independent model', () => {
    fc.assert(fc.property(seventeen, (digits) => idCardCheckCharacter(digits) === model(digits) && isIdCardChecksumValid(digits + model(digits))));
  });

  it('should refuse any other last character', () => {
    fc.assert(fc.property(seventeen, fc.constantFrom(...'0123456789X'), (digits, last) => isIdCardChecksumValid(digits + last) === (last === model(digits))));
  });

  it('should catch any single mistyped digit', () => {
    fc.assert(
      fc.property(seventeen, fc.nat({ max: 16 }), fc.integer({ min: 1, max: 9 }), (digits, at, shift) => {
        const typo = digits.slice(0, at) + String((Number(digits[at]) + shift) % 10) + digits.slice(at + 1);
        return !isIdCardChecksumValid(typo + model(digits));
      }),
    );
  });
});
