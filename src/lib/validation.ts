import { formatRulePatterns, type FormatRuleId } from '@gen/formats.gen';

/**
 * The §5 format checks (1–5 digits, amount with up to 2 decimals, mainland mobile, 1–30 digits, 1–32
 * letters or digits, and the text rules), run through the expressions generated from spec/validation.yaml
 * that the gateway's validators are built on, so the app and the gateway reject exactly the same strings.
 * Bare expressions, not the zod validators: a form's chunk carries a few hundred bytes instead of zod and
 * every call's schema.
 */

export type { FormatRuleId };

/** The message key of a failed format check: `validation.<rule>`. */
export type FormatMessageKey = `validation.${FormatRuleId}`;

/** Checks a value against a format rule: null when it passes, else the message key `validation.<rule>`. */
export function checkFormat<R extends FormatRuleId>(rule: R, value: string): `validation.${R}` | null {
  return formatRulePatterns[rule].test(value) ? null : `validation.${rule}`;
}

/** Whether a value passes a format rule. */
export function isFormatValid(rule: FormatRuleId, value: string): boolean {
  return checkFormat(rule, value) === null;
}
