import type { FieldRule } from '@/lib/fields';
import type { MessageKey } from '@/lib/i18n';
import { t } from '@/lib/i18n';
import { checkFormat } from '@/lib/validation';

export type { FieldRule, FieldRules } from '@/lib/fields';

/** What is wrong with a field's value, as the form kit names it. */
export type FieldProblem =
  'required' | 'format' | 'tooShort' | 'tooLong' | 'notNumber' | 'notInteger' | 'tooSmall' | 'tooLarge' | 'badChoice' | 'tooFew' | 'tooMany';

/** A form's own words for a field's problems: one key for all of them, or one per problem (the rest generic). */
export type FieldMessages = MessageKey | Partial<Record<FieldProblem, MessageKey>>;

const NUMBER = /^-?\d+(?:\.\d+)?$/u;
const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/**
 * The first problem of a value under a field's rule (generated/fields.gen.ts, the facts the gateway's
 * validator enforces), or null when it passes. Text is measured in characters, as the gateway counts them.
 */
export function fieldProblem(rule: FieldRule, value: unknown): { problem: FieldProblem; params?: Record<string, number> } | null {
  if (blank(value)) return rule.required ? { problem: 'required' } : null;
  if (Array.isArray(value)) {
    if (rule.minItems !== undefined && value.length < rule.minItems) return { problem: 'tooFew', params: { min: rule.minItems } };
    if (rule.maxItems !== undefined && value.length > rule.maxItems) return { problem: 'tooMany', params: { max: rule.maxItems } };
    return null;
  }
  const text = typeof value === 'string' ? value : String(value);
  if (rule.kind === 'enum') return rule.values?.includes(text) ? null : { problem: 'badChoice' };
  if (rule.rule && checkFormat(rule.rule, text)) return { problem: 'format' };
  const length = [...text].length;
  if (rule.minLength !== undefined && length < rule.minLength) return { problem: 'tooShort', params: { min: rule.minLength } };
  if (rule.maxLength !== undefined && length > rule.maxLength) return { problem: 'tooLong', params: { max: rule.maxLength } };
  if (['integer', 'number', 'decimal', 'money', 'timestamp'].includes(rule.kind)) {
    if (!NUMBER.test(text)) return { problem: 'notNumber' };
    if ((rule.kind === 'integer' || rule.kind === 'timestamp') && !/^-?\d+$/u.test(text)) return { problem: 'notInteger' };
    if (rule.min !== undefined && Number(text) < rule.min) return { problem: 'tooSmall', params: { min: rule.min } };
    if (rule.max !== undefined && Number(text) > rule.max) return { problem: 'tooLarge', params: { max: rule.max } };
  }
  return null;
}

const genericKey: Record<Exclude<FieldProblem, 'format'>, MessageKey> = {
  required: 'form.required',
  tooShort: 'form.tooShort',
  tooLong: 'form.tooLong',
  notNumber: 'form.notNumber',
  notInteger: 'form.notInteger',
  tooSmall: 'form.tooSmall',
  tooLarge: 'form.tooLarge',
  badChoice: 'form.badChoice',
  tooFew: 'form.tooFew',
  tooMany: 'form.tooMany',
};

/** The buyer's words for a field's value: null when it passes its rule, else the form's message or the generic one. */
export function fieldMessage(rule: FieldRule, value: unknown, messages?: FieldMessages): string | null {
  const found = fieldProblem(rule, value);
  if (found === null) return null;
  const own = typeof messages === 'string' ? messages : messages?.[found.problem];
  // A message with parameters of its own is the form's to word; the kit hands over what it knows.
  const say = t as (key: MessageKey, params?: Record<string, number>) => string;
  if (own) return say(own, found.params);
  // A format rule's message says what to enter: it also answers a blank field.
  if ((found.problem === 'format' || found.problem === 'required') && rule.rule) return say(`validation.${rule.rule}`);
  return say(genericKey[found.problem === 'format' ? 'notNumber' : found.problem], found.params);
}
