/**
 * The one small query interface of the gateway, the same over PGlite and over node-postgres.
 *
 * Value conventions (both drivers are configured alike, see `parsers.ts`): numeric → decimal string
 * (money and quantities never pass through a float), int8 → number (a count or a sequence value; it
 * throws beyond 2^53 instead of handing a BigInt to JSON), date → 'YYYY-MM-DD' text (no time-zone
 * shift), timestamptz → Date, jsonb → parsed value, text[] → string[].
 */
export type Row = Record<string, unknown>;

/** Something that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  /** Runs one statement with `$1…$n` parameters and returns its rows. Pass jsonb values as JSON text. */
  query<T extends object = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

/** A database: queries, transactions and a multi-statement script runner for migrations. */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R>;
  /** Runs several statements separated by semicolons, without parameters. */
  exec(script: string): Promise<void>;
  /**
   * Listens for NOTIFY on `channels` (lower-case names). `onNotify` gets every notification, including
   * those of this process's own commits; `onReset` runs whenever notifications may have been missed
   * (the listening connection was lost: caches must then be dropped), and `connected` says whether
   * notifications arrive right now. Resolves once listening; the returned function stops.
   */
  listen(channels: readonly string[], handlers: ListenHandlers): Promise<Listening>;
  close(): Promise<void>;
}

/** What a `listen` caller is told. */
export interface ListenHandlers {
  onNotify(channel: string, payload: string): void;
  onReset(): void;
}

/** A running listener. */
export interface Listening {
  /** False while the listening connection is down (notifications would be missed). */
  readonly connected: boolean;
  stop(): Promise<void>;
}
