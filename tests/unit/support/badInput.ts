// Generated bad input for the form tests (issue 17, "bad input everywhere"): per format of product-spec §5
// and spec/validation.yaml the near-misses a buyer really types, plus empty and blank values, oversize
// text, control characters and script payloads. Every format arbitrary is filtered through the generated
// validator, so a generated value can never be accidentally valid and a test built on it can fail.
import fc from 'fast-check';
import type { MessageKey } from '../../../generated/messages.gen.ts';
import { texts as zhFirstLoad } from '../../../generated/messages.zh-CN.gen.ts';
import { idCardCheckCharacter } from '@/domain';
import { quantityProblem } from '@/domain';
import { type FormatRuleId, isFormatValid } from '../../../src/lib/validation.ts';

const zhFeatureParts: Record<string, string> = Object.assign(
  {},
  ...Object.values(import.meta.glob<Record<string, string>>('../../../generated/messages.zh-CN.*.gen.ts', { import: 'texts', eager: true })),
);

/** A few runs per property: each form file must stay within a few seconds. */
export const formRuns = { numRuns: 10 } as const;

/** The zh-CN text of a catalogue key (placeholders filled), read from the generated catalogue, never hard-coded. */
export function message(key: MessageKey, params: Record<string, string | number> = {}): string {
  const text = (zhFirstLoad as Record<string, string>)[key] ?? (zhFeatureParts as Record<string, string>)[key];
  if (text === undefined) throw new Error(`no catalogue text for ${key}`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (params[name] === undefined ? whole : String(params[name])));
}

/** Only values the rule refuses (a guard: a near-miss that happens to be valid would make the test meaningless). */
const refusedBy = (rule: FormatRuleId) => (value: string) => !isFormatValid(rule, value);

const digit = fc.constantFrom(...'0123456789');
const digits = (min: number, max: number) => fc.array(digit, { minLength: min, maxLength: max }).map((d) => d.join(''));
const letter = fc.constantFrom(...'abcxyzABCXYZ');

/** Empty, or only spaces, tabs and ideographic spaces. */
export const blank = fc.array(fc.constantFrom(' ', '\t', '\u3000'), { maxLength: 4 }).map((parts) => parts.join(''));

/**
 * The characters no form takes in a name, address or memo: C0 controls, DEL, C1 controls and the bidi
 * overrides/isolates that reorder what is shown. Not line breaks: a single-line input drops them from its
 * value (HTML's value sanitisation), so they never reach its form; a memo's textarea takes them.
 */
export const controlChar = fc.oneof(
  fc
    .integer({ min: 0x00, max: 0x1f })
    .filter((code) => code !== 0x0a && code !== 0x0d)
    .map((code) => String.fromCharCode(code)),
  fc.constantFrom('\u007f', '\u0085', '\u009b', '\u202a', '\u202b', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'),
);

/** The control characters a multi-line text (memo, review) still refuses: every one of {@link controlChar} but \t, \n and \r. */
export const controlCharInText = controlChar.filter((c) => !['\t', '\n', '\r'].includes(c));

/** `base` with one control character put somewhere inside it (not at an end, so trimming cannot remove it). */
export function withControlChar(base: string, chars: fc.Arbitrary<string> = controlChar): fc.Arbitrary<string> {
  return fc.tuple(chars, fc.integer({ min: 1, max: Math.max(1, base.length - 1) })).map(([char, at]) => `${base.slice(0, at)}${char}${base.slice(at)}`);
}

/** Text of `max + 1` to `max + 20` characters (Chinese, letters and digits mixed; no outer spaces). */
export function oversize(max: number): fc.Arbitrary<string> {
  return fc
    .integer({ min: max + 1, max: max + 20 })
    .chain((length) => fc.array(fc.constantFrom('混', '凝', '土', 'C', '3', '0', '号'), { minLength: length, maxLength: length }).map((c) => c.join('')));
}

/**
 * Script payloads: refused by every format rule, but plain text where free text is allowed — those
 * fields must store and show them as text (tests/e2e/xss.spec.ts), never run them.
 */
export const scriptPayload = fc.constantFrom(
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  'javascript:window.__xss=1',
  '"><svg onload=window.__xss=1>',
  "';window.__xss=1;//",
);

/** Mainland mobile near-misses: one digit short or long, not starting with 1, a letter or space inside. */
export const badMobile = fc
  .oneof(
    digits(10, 10).map((d) => `1${d.slice(1)}`),
    digits(11, 11).map((d) => `1${d}`),
    digits(10, 10).map((d) => `2${d}`),
    fc.tuple(digits(9, 9), letter).map(([d, l]) => `1${d}${l}`),
    digits(10, 10).map((d) => `1${d.slice(0, 4)} ${d.slice(4)}`),
    scriptPayload,
    withControlChar('13800138000'),
  )
  .filter(refusedBy('mobile'));

/** SMS code near-misses (the code is 4 to 6 digits): too short, letters. */
export const badSmsCode = fc.oneof(
  digits(1, 3),
  fc.tuple(digits(3, 3), letter).map(([d, l]) => `${d}${l}`),
);

/** Bank card number near-misses (1 to 30 digits): 31 or more digits, letters, spaces, dashes. */
export const badCardNo = fc
  .oneof(
    digits(31, 36),
    fc.tuple(digits(4, 8), letter, digits(4, 8)).map((p) => p.join('')),
    fc.tuple(digits(4, 4), digits(4, 4)).map(([a, b]) => `${a} ${b}`),
    fc.tuple(digits(4, 4), digits(4, 4)).map(([a, b]) => `${a}-${b}`),
    scriptPayload,
  )
  .filter(refusedBy('digits1to30'));

/** Money near-misses (0 or more with at most 2 decimals): negative, three decimals, letters, a lone dot. */
export const badMoney = fc
  .oneof(
    digits(1, 4).map((d) => `-${d}`),
    fc.tuple(digits(1, 4), digits(3, 4)).map(([a, b]) => `${a}.${b}`),
    digits(1, 3).map((d) => `${d}.`),
    digits(1, 2).map((d) => `.${d}`),
    fc.tuple(digits(1, 3), letter).map(([d, l]) => `${d}${l}`),
    fc.constantFrom('1,000', '１００', '1e3', 'NaN'),
  )
  .filter(refusedBy('amount2dp'));

/** Amounts that pass the money format but are zero: no withdrawal, drawdown or refund of nothing. */
export const zeroMoney = fc.constantFrom('0', '0.0', '0.00', '00');

/** ID card numbers with the right shape but a wrong check character (GB 11643). */
export const badIdCardChecksum = digits(17, 17)
  .chain((body) => {
    const right = idCardCheckCharacter(`${body}0`);
    return fc.constantFrom(...'0123456789X'.split('').filter((c) => c !== right)).map((c) => `${body}${c}`);
  })
  .filter((id) => isFormatValid('idCard', id));

/** ID card format near-misses: 17 or 19 characters, a letter inside (a lower-case x is not one: the form upper-cases it). */
export const badIdCardFormat = fc
  .oneof(
    digits(17, 17),
    digits(19, 19),
    digits(17, 17).map((d) => `${d}Y`),
    fc.tuple(digits(8, 8), letter, digits(9, 9)).map((p) => p.join('')),
  )
  .filter(refusedBy('idCard'));

/** Plate near-misses: no province character, too short or long, a space or dash inside (lower case is no miss: the form upper-cases a plate). */
export const badPlate = fc
  .oneof(
    digits(5, 5).map((d) => `AA${d}`),
    digits(4, 4).map((d) => `沪A${d}`),
    digits(7, 8).map((d) => `沪A${d}`),
    digits(5, 5).map((d) => `沪A ${d}`),
    digits(4, 4).map((d) => `沪A${d.slice(0, 2)}-${d.slice(2)}`),
    digits(5, 5).map((d) => `中A${d}`),
  )
  .filter((plate) => refusedBy('plateNumber')(plate.trim().toUpperCase()));

/** Registration number near-misses of a ship: too short or long, punctuation, Chinese characters. */
export const badShipNo = fc
  .oneof(
    digits(1, 5),
    digits(21, 24),
    digits(6, 8).map((d) => `CN-${d}`),
    digits(4, 4).map((d) => `苏太仓货${d}`),
  )
  .filter(refusedBy('shipNo'));

/** Finance term near-misses (whole months 1 to 36): 0, 37 and more, a leading zero, a fraction, negative. */
export const badFinanceTerm = fc
  .oneof(fc.constantFrom('0', '01', '1.5', '-1', 'a'), fc.integer({ min: 37, max: 999 }).map(String))
  .filter(refusedBy('financeTerm'));

/** E-mail near-misses: no @, no dot in the domain, a space, two @. */
export const badEmail = fc
  .oneof(
    fc.constantFrom('finance', 'finance@example', 'a b@example.com', 'a@@example.com', '@example.com', 'finance@.com'),
    scriptPayload.map((p) => `${p}@example.com`),
  )
  .filter(refusedBy('email'));

/** A free-text field's bad values: blank, oversize (beyond `max`) or a valid text with a control character. */
export function badFreeText(valid: string, max: number, chars: fc.Arbitrary<string> = controlChar): fc.Arbitrary<string> {
  return fc.oneof(blank, oversize(max), withControlChar(valid, chars));
}

/**
 * Typed quantity near-misses (a number of 0 or more with at most 4 decimals, product-spec §5): negative,
 * five decimals, a lone or leading dot, a letter, separators, full-width digits, an exponent, two dots, a
 * script payload. Guarded by the domain's own check (quantityProblem), so none can pass as a number.
 */
export const badQuantity = fc
  .oneof(
    digits(1, 4).map((d) => `-${d}`),
    fc.tuple(digits(1, 3), digits(5, 6)).map(([a, b]) => `${a}.${b}`),
    digits(1, 3).map((d) => `${d}.`),
    digits(1, 2).map((d) => `.${d}`),
    fc.tuple(digits(1, 3), letter).map(([d, l]) => `${d}${l}`),
    fc.constantFrom('1,000', '１０', '1e3', 'NaN', '1.2.3', '+5', '5 0'),
    scriptPayload,
  )
  .filter((value) => quantityProblem(value, { min: '0', max: '1000000' }) === 'invalid');

/** Planned-quantity near-misses of the projectQuantity rule: {@link badQuantity}, a leading zero, above 10,000,000. */
export const badProjectQuantity = fc
  .oneof(
    badQuantity,
    digits(1, 3).map((d) => `0${d}`),
    fc.constantFrom('10000000.01', '10000001', '99999999'),
  )
  .filter(refusedBy('projectQuantity'));

/** Unified social credit code near-misses (18 letters or digits): 17 or 19 of them, a dash, space, full-width digit, Chinese or bidi character inside. */
export const badCreditCode = fc
  .oneof(
    fc.array(fc.oneof(digit, letter), { minLength: 17, maxLength: 17 }).map((c) => c.join('')),
    fc.array(fc.oneof(digit, letter), { minLength: 19, maxLength: 19 }).map((c) => c.join('')),
    fc.tuple(digits(8, 8), fc.constantFrom('-', ' ', '５', '号', '\u202e'), digits(9, 9)).map((p) => p.join('')),
    scriptPayload,
  )
  .filter(refusedBy('creditCode'));
