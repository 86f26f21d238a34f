import { normalizeDecimal, roundMoney } from '@/domain';

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD HH:mm:ss` in the gateway's local time (the `datetime` wire format). */
export function datetime(value: Date | string | number): string {
  const d = value instanceof Date ? value : new Date(value);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** datetime, or undefined for a missing value (optional fields are left out, not null). */
export function optDatetime(value: Date | string | null | undefined): string | undefined {
  return value === null || value === undefined ? undefined : datetime(value);
}

/** `YYYY-MM-DD` of a local date. */
export function dateOf(value: Date): string {
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

/** A numeric column as money: exactly two decimals. */
export function money(value: string | null | undefined): string {
  return roundMoney(value ?? '0');
}

/** A numeric column as a decimal: plain, without trailing zeros ("10.5000" → "10.5"). */
export function decimal(value: string | null | undefined): string {
  return normalizeDecimal(value ?? '0');
}

/** The type of {@link compact}: keys that may be null or undefined become optional and non-null. */
export type Compact<T> = { [K in keyof T as null extends T[K] ? never : undefined extends T[K] ? never : K]: T[K] } & {
  [K in keyof T as null extends T[K] ? K : undefined extends T[K] ? K : never]?: Exclude<T[K], null | undefined>;
};

/** Drops keys whose value is null or undefined: optional wire fields are absent, never null. */
export function compact<T extends object>(value: T): Compact<T> {
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) if (v !== null && v !== undefined) out[key] = v;
  return out as Compact<T>;
}

/** Masks a card or account number but its last four digits. */
export function maskCardNo(cardNo: string): string {
  return cardNo.length <= 4 ? cardNo : `${'*'.repeat(cardNo.length - 4)}${cardNo.slice(-4)}`;
}
