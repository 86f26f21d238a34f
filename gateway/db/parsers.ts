/** Postgres type oids whose text form both drivers must read the same way. */
export const PG_TYPES = { INT8: 20, NUMERIC: 1700, DATE: 1082 } as const;

/**
 * int8 (count(*), bigserial) as a JS number. Both drivers would otherwise differ (node-postgres gives
 * text, PGlite a number or a BigInt) and a BigInt makes JSON.stringify throw mid-response.
 */
export function parseInt8(text: string): number {
  const n = Number(text);
  if (!Number.isSafeInteger(n)) throw new RangeError(`int8 value ${text} is beyond 2^53; select it as text`);
  return n;
}

/** numeric stays the exact decimal text Postgres printed. */
export function parseNumeric(text: string): string {
  return text;
}

/** date stays 'YYYY-MM-DD': a JS Date would shift it by the server's time zone. */
export function parseDate(text: string): string {
  return text;
}
