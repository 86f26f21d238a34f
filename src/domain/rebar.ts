import { rebar } from '@gen/constants.gen';
import { multiplyExact, roundMoney, sumExact, toBig, type Decimal, type DecimalInput, type Money } from './money';

/**
 * Rebar amount (§5 "Price"). Per entry:
 * - option1Type 4: (option2Value × (option3Value + option4Value) × 2 + 0.1 × option2Value) × rebar price;
 * - any other type: option2Value × option3Value × rebar price.
 * Entries are summed. Everything is exact; the amount is rounded half-up to 2 decimals once, at the end,
 * so the amount of a list is additive over entries and linear in the price before that one rounding.
 */

/** One rebar line as entered by the buyer. Option values are decimal strings; an empty field counts as 0. */
export interface RebarEntry {
  readonly listIndex: number;
  readonly option1Type: number | string;
  readonly option2Value: string;
  readonly option3Value: string;
  readonly option4Value?: string | null;
}

// The entry form leaves fields empty until the buyer types; an empty field contributes nothing.
function value(v: DecimalInput | null | undefined): DecimalInput {
  return v === null || v === undefined || v === '' ? '0' : v;
}

/** Whether the entry uses the doubled-length formula (option1Type 4). */
export function isDoubleLengthType(option1Type: number | string): boolean {
  return String(option1Type).trim() === String(rebar.doubleLengthType);
}

/**
 * The entry's quantity factor, i.e. its amount at price 1 (exact):
 * type 4 → option2 × (option3 + option4) × 2 + 0.1 × option2; otherwise option2 × option3.
 */
export function rebarEntryQuantity(entry: RebarEntry): Decimal {
  const o2 = toBig(value(entry.option2Value));
  const o3 = toBig(value(entry.option3Value));
  if (!isDoubleLengthType(entry.option1Type)) return multiplyExact(o2, o3);
  const o4 = toBig(value(entry.option4Value));
  return sumExact([multiplyExact(o2, o3.plus(o4), 2), multiplyExact(rebar.extraFactor, o2)]);
}

/** The entry's exact amount: its quantity factor × rebar price. */
export function rebarEntryAmount(entry: RebarEntry, rebarPrice: DecimalInput): Decimal {
  return multiplyExact(rebarEntryQuantity(entry), value(rebarPrice));
}

/** The sum of the entries' quantity factors (exact); zero entries → "0". */
export function rebarQuantity(entries: readonly RebarEntry[]): Decimal {
  return sumExact(entries.map(rebarEntryQuantity));
}

/** The exact sum of the entries' amounts; zero entries → "0". */
export function rebarAmountExact(entries: readonly RebarEntry[], rebarPrice: DecimalInput): Decimal {
  return sumExact(entries.map((entry) => rebarEntryAmount(entry, rebarPrice)));
}

/** rebarAmount: the entries' amounts summed, rounded half-up to 2 decimals ("0.00" for no entries). */
export function rebarAmount(entries: readonly RebarEntry[], rebarPrice: DecimalInput): Money {
  return roundMoney(rebarAmountExact(entries, rebarPrice));
}

/** Renumbers listIndex 0…n−1 after an entry is added or removed. */
export function reindexRebarEntries(entries: readonly RebarEntry[]): RebarEntry[] {
  return entries.map((entry, listIndex) => (entry.listIndex === listIndex ? entry : { ...entry, listIndex }));
}
