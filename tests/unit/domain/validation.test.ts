import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRulePatterns } from '@gen/validators.gen';
import { checkFormat, isFormatValid, type FormatRuleId } from '@/lib/validation';

const RULES = [
  'digits1to5',
  'amount2dp',
  'mobile',
  'digits1to30',
  'alnum1to32',
  'creditCode',
  'personName',
  'nickname',
  'evaluationContent',
  'email',
] as const satisfies readonly FormatRuleId[];

const digits = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
const alnum = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
/** A character of a person's name: a Chinese character (U+4E00–U+9FA5) or a Latin letter. */
const nameLetter = fc.oneof(
  fc.integer({ min: 0x4e00, max: 0x9fa5 }).map((code) => String.fromCharCode(code)),
  fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'),
);
/** Any character but a line break or whitespace (a nickname's ends). */
const visible = fc.string({ minLength: 1, maxLength: 1 }).filter((c) => /^\S$/.test(c));

/** Strings each rule must accept, built from the rule's wording (not from its regex). */
const valid: Record<FormatRuleId, fc.Arbitrary<string>> = {
  digits1to5: digits(1, 5),
  amount2dp: fc.tuple(digits(1, 12), fc.option(digits(1, 2), { nil: undefined })).map(([i, f]) => (f === undefined ? i : `${i}.${f}`)),
  mobile: digits(10, 10).map((rest) => `1${rest}`),
  digits1to30: digits(1, 30),
  alnum1to32: fc.string({ unit: alnum, minLength: 1, maxLength: 32 }),
  creditCode: fc.string({ unit: alnum, minLength: 18, maxLength: 18 }),
  personName: fc
    .tuple(nameLetter, fc.string({ unit: fc.oneof(nameLetter, fc.constantFrom('·', '.', ' ')), maxLength: 19 }))
    .map(([first, rest]) => first + rest),
  nickname: fc.oneof(
    visible,
    fc
      .tuple(
        visible,
        fc.string({ maxLength: 18 }).filter((s) => !/[\n\r\u2028\u2029]/.test(s)),
        visible,
      )
      .map(([first, middle, last]) => first + middle + last),
  ),
  // Any text of 1 to 500 characters (code points), line breaks included.
  evaluationContent: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 500 }).filter((s) => [...s].length <= 500),
  // A local part, one @, a domain with a dot in it; no spaces anywhere.
  email: fc
    .tuple(
      fc.string({ unit: alnum, minLength: 1, maxLength: 20 }),
      fc.string({ unit: alnum, minLength: 1, maxLength: 20 }),
      fc.string({ unit: alnum, minLength: 1, maxLength: 6 }),
    )
    .map(([local, host, top]) => `${local}@${host}.${top}`),
};

/** A character none of the rules allows anywhere (amount2dp allows "." only between digits). */
const foreign = fc.constantFrom('-', ' ', 'x', '中', '+', ',', '_', '٣', '\n');
const foreignNoLetter = fc.constantFrom('-', ' ', '中', '+', ',', '_', '٣', '\n', '.');

/** Mutations that must break a valid string, per rule. */
const mutated: Record<FormatRuleId, fc.Arbitrary<string>> = {
  digits1to5: fc.oneof(
    fc.tuple(valid.digits1to5, foreign, fc.nat()).map(([s, c, at]) => insert(s, c, at)),
    digits(6, 12),
    fc.constant(''),
  ),
  amount2dp: fc.oneof(
    fc.tuple(valid.amount2dp, foreign, fc.nat()).map(([s, c, at]) => insert(s, c, at)),
    fc.tuple(digits(1, 6), digits(3, 5)).map(([i, f]) => `${i}.${f}`),
    digits(1, 6).map((i) => `${i}.`),
    digits(1, 2).map((f) => `.${f}`),
    valid.amount2dp.map((s) => `-${s}`),
  ),
  mobile: fc.oneof(
    fc.tuple(fc.constantFrom(...'023456789'), digits(10, 10)).map(([first, rest]) => `${first}${rest}`),
    valid.mobile.map((s) => s.slice(0, -1)),
    fc.tuple(valid.mobile, digits(1, 3)).map(([s, more]) => s + more),
    fc.tuple(valid.mobile, foreign, fc.nat()).map(([s, c, at]) => insert(s, c, at)),
  ),
  digits1to30: fc.oneof(
    fc.tuple(valid.digits1to30, foreign, fc.nat()).map(([s, c, at]) => insert(s, c, at)),
    digits(31, 40),
    fc.constant(''),
  ),
  alnum1to32: fc.oneof(
    fc.tuple(valid.alnum1to32, foreignNoLetter, fc.nat()).map(([s, c, at]) => insert(s, c, at)),
    fc.string({ unit: alnum, minLength: 33, maxLength: 40 }),
    fc.constant(''),
  ),
  creditCode: fc.oneof(
    fc.tuple(valid.creditCode, foreignNoLetter, fc.nat()).map(([s, c, at]) => insert(s, c, at)),
    fc.string({ unit: alnum, minLength: 0, maxLength: 17 }),
    fc.string({ unit: alnum, minLength: 19, maxLength: 30 }),
  ),
  personName: fc.oneof(
    fc.tuple(valid.personName, fc.constantFrom('1', '@', '-', '_', '\n', '٣', '😀'), fc.nat()).map(([s, c, at]) => insert(s, c, at)),
    valid.personName.map((s) => ` ${s}`),
    fc.string({ unit: nameLetter, minLength: 21, maxLength: 30 }),
    fc.constant(''),
  ),
  nickname: fc.oneof(
    valid.nickname.map((s) => ` ${s}`),
    valid.nickname.map((s) => `${s}\t`),
    fc.string({ unit: nameLetter, minLength: 21, maxLength: 30 }),
    fc.constant(''),
  ),
  evaluationContent: fc.oneof(fc.string({ unit: nameLetter, minLength: 501, maxLength: 520 }), fc.constant('')),
  email: fc.oneof(
    valid.email.map((s) => s.replace('@', '')),
    valid.email.map((s) => s.slice(0, s.lastIndexOf('.'))),
    fc.tuple(valid.email, fc.constantFrom(' ', '@', '\n'), fc.nat()).map(([s, c, at]) => insert(s, c, at)),
    fc.constant(''),
  ),
};

function insert(s: string, c: string, at: number): string {
  const i = at % (s.length + 1);
  return s.slice(0, i) + c + s.slice(i);
}

describe('validation: the five §5 formats, the credit code, the name, the nickname and the evaluation text via the generated validators', () => {
  it('checks the examples of each rule', () => {
    expect(checkFormat('digits1to5', '12345')).toBeNull();
    expect(checkFormat('digits1to5', '123456')).toBe('validation.digits1to5');
    expect(checkFormat('amount2dp', '12.34')).toBeNull();
    expect(checkFormat('amount2dp', '1.234')).toBe('validation.amount2dp');
    expect(checkFormat('mobile', '13800138000')).toBeNull();
    expect(checkFormat('mobile', '23800138000')).toBe('validation.mobile');
    expect(checkFormat('digits1to30', '622202123456789012345678901234')).toBeNull();
    expect(checkFormat('digits1to30', '12 34')).toBe('validation.digits1to30');
    expect(checkFormat('alnum1to32', '91310000MA1FL4XQ2B')).toBeNull();
    expect(checkFormat('alnum1to32', 'abc-123')).toBe('validation.alnum1to32');
    expect(checkFormat('creditCode', '91310115MA1H7XQ2B8')).toBeNull();
    expect(checkFormat('creditCode', '91310115MA1H7XQ2B')).toBe('validation.creditCode');
    expect(checkFormat('personName', '阿卜杜·热合曼')).toBeNull();
    expect(checkFormat('personName', '张三3')).toBe('validation.personName');
    expect(checkFormat('nickname', '工地 老王')).toBeNull();
    expect(checkFormat('nickname', 'n'.repeat(21))).toBe('validation.nickname');
    expect(checkFormat('evaluationContent', '好\n准时到场😀')).toBeNull();
    expect(checkFormat('evaluationContent', '好'.repeat(501))).toBe('validation.evaluationContent');
    expect(checkFormat('email', 'finance@example.com')).toBeNull();
    expect(checkFormat('email', 'finance@example')).toBe('validation.email');
    expect(isFormatValid('mobile', '19912345678')).toBe(true);
  });
  for (const rule of RULES) {
    it(`${rule}: should pass generated valid strings`, () => {
      fc.assert(fc.property(valid[rule], (s) => checkFormat(rule, s) === null));
    });
    it(`${rule}: should fail mutated strings with the message key validation.${rule}`, () => {
      fc.assert(fc.property(mutated[rule], (s) => checkFormat(rule, s) === `validation.${rule}`));
    });
    it(`${rule}: should agree with the generated pattern`, () => {
      fc.assert(fc.property(fc.oneof(valid[rule], mutated[rule], fc.string()), (s) => (checkFormat(rule, s) === null) === formatRulePatterns[rule].test(s)));
    });
  }
});
