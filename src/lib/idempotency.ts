/**
 * A fresh idempotency key for a write that must not happen twice (submit, pay, withdraw, invoice apply,
 * refund apply, a drawdown): the screen keeps it until the write is answered, so a retry after a lost
 * answer sends the same key and the gateway answers with the first effect instead of making a second.
 * The prefix names the kind of write in the gateway's logs.
 * @example idempotencyKey('pay') // 'pay-6f1c…'
 */
export function idempotencyKey(prefix?: string): string {
  // randomUUID needs a secure context (https or localhost); a webview on plain http falls back.
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return prefix === undefined ? random : `${prefix}-${random}`;
}
