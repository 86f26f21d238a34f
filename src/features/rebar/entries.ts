import { isDoubleLengthType, quantityProblem, type QuantityBounds, rebarAmount, rebarEntryAmount, type RebarEntry, roundMoney } from '@/domain';
import { rebar } from '@/lib/constants';

/** What one typed option value may be: 0 up to the largest the gateway takes (constants `rebar.maxOptionValue`). */
export const REBAR_VALUE_BOUNDS: QuantityBounds = { min: '0', max: rebar.maxOptionValue };

/** Why a typed option value is not acceptable — the domain's quantity check within {@link REBAR_VALUE_BOUNDS} — or null (empty counts as 0). */
export function rebarValueProblem(value: string | null | undefined): 'invalid' | 'max' | null {
  const text = (value ?? '').trim();
  if (text === '') return null;
  const problem = quantityProblem(text, REBAR_VALUE_BOUNDS);
  // Nothing is below 0 once the text is a number of 0 or more: 'min' cannot happen.
  return problem === 'min' ? 'invalid' : problem;
}

/** A typed option value is acceptable: empty (counts as 0) or a number of 0 up to the maximum with at most 4 decimals. */
export function isRebarValue(value: string | null | undefined): boolean {
  return rebarValueProblem(value) === null;
}

export type OptionField = 'option2Value' | 'option3Value' | 'option4Value';

/** The fields of an entry the buyer has typed wrongly. */
export function badFields(entry: RebarEntry): OptionField[] {
  const fields: OptionField[] = ['option2Value', 'option3Value'];
  if (isDoubleLengthType(entry.option1Type)) fields.push('option4Value');
  return fields.filter((f) => !isRebarValue(entry[f]));
}

/** Every wrongly typed value of a list, by its form field (`entries.<i>.option2Value`): what the list may not be sent with. */
export function listProblems(entries: readonly RebarEntry[]): Record<string, 'invalid' | 'max'> {
  const problems: Record<string, 'invalid' | 'max'> = {};
  entries.forEach((entry, index) => {
    for (const field of badFields(entry)) problems[`entries.${index}.${field}`] = rebarValueProblem(entry[field]) ?? 'invalid';
  });
  return problems;
}

/** The entry as the amount reads it: a wrongly typed field counts as empty until corrected. */
function counted(entry: RebarEntry): RebarEntry {
  const bad = new Set(badFields(entry));
  const pick = (f: OptionField) => (bad.has(f) ? '' : (entry[f] ?? '').trim());
  return {
    ...entry,
    option2Value: pick('option2Value'),
    option3Value: pick('option3Value'),
    option4Value: isDoubleLengthType(entry.option1Type) ? pick('option4Value') : '',
  };
}

/** One entry's amount for display (domain rebarEntryAmount, rounded to the fen). */
export function entryAmount(entry: RebarEntry, price: string): string {
  return roundMoney(rebarEntryAmount(counted(entry), price));
}

/** The list's amount (domain rebarAmount). */
export function listAmount(entries: readonly RebarEntry[], price: string): string {
  return rebarAmount(entries.map(counted), price);
}

/** Entries as the gateway takes them: decimals, option4Value 0 unless type 4, listIndex 0…n−1. */
export function wireEntries(
  entries: readonly RebarEntry[],
): { listIndex: number; option1Type: number; option2Value: string; option3Value: string; option4Value: string }[] {
  return entries.map(counted).map((e, listIndex) => ({
    listIndex,
    option1Type: Number(e.option1Type),
    option2Value: e.option2Value === '' ? '0' : e.option2Value,
    option3Value: e.option3Value === '' ? '0' : e.option3Value,
    option4Value: !isDoubleLengthType(e.option1Type) || !e.option4Value ? '0' : e.option4Value,
  }));
}
