import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRules } from '@gen/validators.gen';
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
  'plateNumber',
  'idCard',
  'shipNo',
  'tonnage',
  'certificateNo',
] as const satisfies readonly FormatRuleId[];

const digits = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
const alnum = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
/** A character of a person's name: a Chinese character (U+4E00–U+9FA5) or a Latin letter. */
const nameLetter = fc.oneof(
  fc.integer({ min: 0x4e00, max: 0x9fa5 }).map((code) => String.fromCharCode(code)),
  fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'),
);
/** The control and bidi characters no free text takes (validation.yaml plainText; plainParagraphs allows \t \n \r). */
const isControl = (code: number, paragraphs: boolean) =>
  (code <= 0x1f && !(paragraphs && (code === 0x09 || code === 0x0a || code === 0x0d))) ||
  (code >= 0x7f && code <= 0x9f) ||
  (code >= 0x202a && code <= 0x202e) ||
  (code >= 0x2066 && code <= 0x2069);
const CONTROL = { test: (s: string) => [...s].some((c) => isControl(c.codePointAt(0)!, false)) };
const PARAGRAPH_CONTROL = { test: (s: string) => [...s].some((c) => isControl(c.codePointAt(0)!, true)) };
const controlChar = fc.oneof(
  fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
  fc.constantFrom('\u007f', '\u0085', '\u202e', '\u2066'),
);
/** Any character but a line break, whitespace or a control character (a nickname's ends). */
const visible = fc.string({ minLength: 1, maxLength: 1 }).filter((c) => /^\S$/.test(c) && !CONTROL.test(c));

/** Strings each rule must accept, built from the rule's wording (not from its regex). */
const plateChar = fc.constantFrom(...'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789');
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
        fc.string({ maxLength: 18 }).filter((s) => !/[\n\r\u2028\u2029]/.test(s) && !CONTROL.test(s)),
        visible,
      )
      .map(([first, middle, last]) => first + middle + last),
  ),
  // Any text of 1 to 500 characters (code points), line breaks included, no other control characters.
  evaluationContent: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 500 }).filter((s) => [...s].length <= 500 && !PARAGRAPH_CONTROL.test(s)),
  // Any text without control characters (plainText) or with line breaks and tabs only (plainParagraphs).
  plainText: fc.string({ unit: 'grapheme', maxLength: 60 }).filter((s) => !CONTROL.test(s)),
  plainParagraphs: fc.string({ unit: 'grapheme', maxLength: 60 }).filter((s) => !PARAGRAPH_CONTROL.test(s)),
  // The password login's account: 1 to 64 printable characters (ASCII here, one code unit each), no control characters.
  loginAccount: fc.string({ minLength: 1, maxLength: 64 }).filter((s) => !CONTROL.test(s)),
  // A local part, one @, a domain with a dot in it; no spaces anywhere.
  email: fc
    .tuple(
      fc.string({ unit: alnum, minLength: 1, maxLength: 20 }),
      fc.string({ unit: alnum, minLength: 1, maxLength: 20 }),
      fc.string({ unit: alnum, minLength: 1, maxLength: 6 }),
    )
    .map(([local, host, top]) => `${local}@${host}.${top}`),
  // A province character, the issuing letter, then 5 or 6 letters/digits, or 4 and 挂 (a semi-trailer).
  plateNumber: fc
    .tuple(
      fc.constantFrom(...'京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼'),
      fc.constantFrom(...'ABCDEFGHJKLMNPQRSTUVWXYZ'),
      fc.oneof(
        fc.string({ unit: plateChar, minLength: 5, maxLength: 6 }),
        fc.string({ unit: plateChar, minLength: 4, maxLength: 4 }).map((s) => `${s}挂`),
      ),
    )
    .map(([province, letter, rest]) => province + letter + rest),
  // 17 digits and a digit or X (the check character is the domain's, tested in idCard.test.ts).
  idCard: fc.tuple(digits(17, 17), fc.constantFrom(...'0123456789X')).map(([d, c]) => d + c),
  // 6 to 20 capital letters or digits.
  shipNo: fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'), minLength: 6, maxLength: 20 }),
  // More than 0: 1 to 6 whole digits (not all zero, or a non-zero decimal), up to 2 decimals.
  tonnage: fc
    .tuple(digits(1, 6), fc.option(digits(1, 2), { nil: undefined }))
    .filter(([i, f]) => /[1-9]/.test(i + (f ?? '')))
    .map(([i, f]) => (f === undefined ? i : `${i}.${f}`)),
  // 4 to 30 letters, digits or hyphens.
  certificateNo: fc.string({ unit: fc.oneof(alnum, fc.constant('-')), minLength: 4, maxLength: 30 }),
  // A whole number of months from 1 to 36, written without a leading zero.
  financeTerm: fc.integer({ min: 1, max: 36 }).map(String),
  // 1 to 50 (project name) or 200 (project address) characters of any kind.
  projectName: fc.string({ minLength: 1, maxLength: 50 }),
  projectAddress: fc.string({ minLength: 1, maxLength: 200 }),
  // 0 to 10,000,000 with at most 4 decimals, no leading zero.
  projectQuantity: fc
    .tuple(fc.integer({ min: 0, max: 9_999_999 }), fc.option(digits(1, 4), { nil: undefined }))
    .map(([i, f]) => (f === undefined ? String(i) : `${i}.${f}`)),
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
  evaluationContent: fc.oneof(
    fc.string({ unit: nameLetter, minLength: 501, maxLength: 520 }),
    fc.constant(''),
    fc
      .tuple(
        valid.evaluationContent,
        controlChar.filter((c) => PARAGRAPH_CONTROL.test(c)),
        fc.nat(),
      )
      .map(([s, c, at]) => insert(s, c, at)),
  ),
  plainText: fc.tuple(valid.plainText, controlChar, fc.nat()).map(([s, c, at]) => insert(s, c, at)),
  loginAccount: fc.oneof(
    fc.tuple(valid.loginAccount, controlChar, fc.nat()).map(([s, c, at]) => insert(s, c, at)),
    fc.string({ minLength: 65, maxLength: 80 }).filter((s) => !CONTROL.test(s)),
  ),
  plainParagraphs: fc
    .tuple(
      valid.plainParagraphs,
      controlChar.filter((c) => PARAGRAPH_CONTROL.test(c)),
      fc.nat(),
    )
    .map(([s, c, at]) => insert(s, c, at)),
  email: fc.oneof(
    valid.email.map((s) => s.replace('@', '')),
    valid.email.map((s) => s.slice(0, s.lastIndexOf('.'))),
    fc.tuple(valid.email, fc.constantFrom(' ', '@', '\n'), fc.nat()).map(([s, c, at]) => insert(s, c, at)),
    fc.constant(''),
  ),
  plateNumber: fc.oneof(
    valid.plateNumber.map((s) => `A${s.slice(1)}`),
    valid.plateNumber.map((s) => s.toLowerCase()).filter((s) => /[a-z]/.test(s)),
    valid.plateNumber.map((s) => s.slice(0, 6)),
    fc.tuple(valid.plateNumber, fc.constantFrom(' ', '-', '·', 'x'), fc.integer({ min: 1, max: 6 })).map(([s, c, at]) => insert(s, c, at)),
    fc.constant(''),
  ),
  idCard: fc.oneof(
    valid.idCard.map((s) => s.slice(0, 17)),
    valid.idCard.map((s) => `${s}1`),
    valid.idCard.map((s) => `${s.slice(0, 17)}x`),
    fc.tuple(valid.idCard, fc.constantFrom('X', ' ', '-', 'a'), fc.nat({ max: 16 })).map(([s, c, at]) => s.slice(0, at) + c + s.slice(at + 1)),
  ),
  shipNo: fc.oneof(
    valid.shipNo.map((s) => s.toLowerCase()).filter((s) => /[a-z]/.test(s)),
    valid.shipNo.map((s) => s.slice(0, 5)),
    fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'), minLength: 21, maxLength: 30 }),
    fc.tuple(valid.shipNo, foreign, fc.nat()).map(([s, c, at]) => insert(s, c, at)),
  ),
  tonnage: fc.oneof(
    fc.tuple(digits(1, 3), fc.option(fc.constantFrom('.0', '.00'), { nil: '' })).map(([i, f]) => `${'0'.repeat(i.length)}${f}`),
    fc.tuple(digits(1, 6), digits(3, 4)).map(([i, f]) => `1${i}.${f}`),
    digits(7, 9).map((i) => `1${i}`),
    valid.tonnage.map((s) => `-${s}`),
    fc.tuple(valid.tonnage, fc.constantFrom(' ', 'x', '中', ','), fc.nat()).map(([s, c, at]) => insert(s, c, at)),
  ),
  certificateNo: fc.oneof(
    fc.string({ unit: alnum, maxLength: 3 }),
    fc.string({ unit: alnum, minLength: 31, maxLength: 40 }),
    fc.tuple(valid.certificateNo, fc.constantFrom(' ', '_', '中', '.', '\n'), fc.nat()).map(([s, c, at]) => insert(s, c, at)),
  ),
  // 0, above 36, a leading zero, a fraction or a sign, or a foreign character anywhere.
  financeTerm: fc.oneof(
    fc.constantFrom('0', '00', ''),
    fc.integer({ min: 37, max: 100_000 }).map(String),
    valid.financeTerm.map((s) => `0${s}`),
    valid.financeTerm.map((s) => `${s}.5`),
    valid.financeTerm.map((s) => `-${s}`),
    fc.tuple(valid.financeTerm, foreign, fc.nat()).map(([s, c, at]) => insert(s, c, at)),
  ),
  projectName: fc.oneof(fc.constant(''), fc.string({ minLength: 51, maxLength: 60 })),
  projectAddress: fc.oneof(fc.constant(''), fc.string({ minLength: 201, maxLength: 220 })),
  projectQuantity: fc.oneof(
    fc.constant(''),
    fc.integer({ min: 10_000_001, max: 2_000_000_000 }).map(String),
    // Five decimals or more.
    fc.tuple(valid.projectQuantity, digits(1, 4)).map(([s, more]) => `${s.includes('.') ? s : `${s}.`}0000${more}`),
    valid.projectQuantity.map((s) => `-${s}`),
    valid.projectQuantity.map((s) => `0${s}`),
    fc.tuple(valid.projectQuantity, foreign, fc.nat()).map(([s, c, at]) => insert(s, c, at)),
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
    // The forms check with the bare expressions, the gateway with its zod validators: the same strings pass.
    it(`${rule}: should agree with the gateway's generated validator`, () => {
      fc.assert(
        fc.property(fc.oneof(valid[rule], mutated[rule], fc.string()), (s) => (checkFormat(rule, s) === null) === formatRules[rule].safeParse(s).success),
      );
    });
  }
});
