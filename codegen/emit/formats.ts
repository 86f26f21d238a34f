import type { PrimitiveName } from '../types.ts';

/**
 * The wire formats of the string-typed primitives. Money and quantities travel as decimal strings so
 * that no binary floating point ever touches them.
 */
export const PRIMITIVE_PATTERNS: Partial<Record<PrimitiveName, string>> = {
  money: '^-?\\d+(\\.\\d{1,2})?$',
  decimal: '^\\d+(\\.\\d{1,4})?$',
  date: '^\\d{4}-\\d{2}-\\d{2}$',
  datetime: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$',
};
