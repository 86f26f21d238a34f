import { isDecimal, isDoubleLengthType, rebarAmount, rebarEntryAmount, type RebarEntry, roundMoney } from '@/domain';

/** A typed option value is acceptable: empty (counts as 0) or a non-negative decimal with at most 4 decimals. */
export function isRebarValue(value: string | null | undefined): boolean {
  const text = (value ?? '').trim();
  return text === '' || (/^\d+(\.\d{1,4})?$/.test(text) && isDecimal(text));
}

/** The fields of an entry the buyer has typed wrongly. */
export function badFields(entry: RebarEntry): ('option2Value' | 'option3Value' | 'option4Value')[] {
  const fields: ('option2Value' | 'option3Value' | 'option4Value')[] = ['option2Value', 'option3Value'];
  if (isDoubleLengthType(entry.option1Type)) fields.push('option4Value');
  return fields.filter((f) => !isRebarValue(entry[f]));
}

/** The entry as the amount reads it: a wrongly typed field counts as empty until corrected. */
function counted(entry: RebarEntry): RebarEntry {
  const bad = new Set(badFields(entry));
  const pick = (f: 'option2Value' | 'option3Value' | 'option4Value') => (bad.has(f) ? '' : (entry[f] ?? '').trim());
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
