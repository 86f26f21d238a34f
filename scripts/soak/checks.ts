import { compareDecimal, normalizeDecimal, subtractMoney, sumExact, sumMoney } from '@/domain';
import type { Queryable } from '../../gateway/db';
import { START_BALANCE, SOAK_VARIETIES } from './accounts';
import type { BuyerLedger } from './buyer';

/** One check of the database against what the buyers saw acknowledged. */
export interface CheckResult {
  readonly name: string;
  readonly ok: boolean;
  /** The figure checked, e.g. "4,812 of 4,812". */
  readonly figure: string;
  /** The first few findings when it failed. */
  readonly findings: readonly string[];
}

/** The stock of the soak's varieties (before the run, to check the decrements afterwards). */
export async function readStock(db: Queryable): Promise<Map<string, string>> {
  const rows = await db.query<{ variety_id: string; stock: string }>('select variety_id, stock from goods_varieties where variety_id = any($1::text[])', [
    SOAK_VARIETIES,
  ]);
  return new Map(rows.map((row) => [row.variety_id, row.stock]));
}

const n = (value: number) => value.toLocaleString('en-US');

function result(name: string, findings: string[], figure: string): CheckResult {
  return { name, ok: findings.length === 0, figure, findings: findings.slice(0, 5) };
}

/**
 * Checks the database against the ledgers once every buyer has stopped: orders and payments exactly
 * once (none lost, none doubled by a retried key), wallets debited exactly by the acknowledged payments
 * (exact decimals), carts equal to the acknowledged writes, stock decremented by exactly what was ordered.
 */
export async function checkDatabase(db: Queryable, ledgers: readonly BuyerLedger[], stockBefore: ReadonlyMap<string, string>): Promise<CheckResult[]> {
  const members = ledgers.map((ledger) => ledger.account.memberId);
  const byMember = new Map(ledgers.map((ledger) => [ledger.account.memberId, ledger]));
  const checks: CheckResult[] = [];

  // Orders ------------------------------------------------------------------------------------------
  const orders = await db.query<{ order_id: string; member_id: string; total_amount: string; paid_amount: string; status: string }>(
    'select order_id, member_id, total_amount, paid_amount, status from orders where member_id = any($1::text[])',
    [members],
  );
  const orderRows = new Map(orders.map((row) => [row.order_id, row]));
  const keyRows = await db.query<{ member_id: string; scope: string; key: string; order_id: string | null; payment_id: string | null }>(
    `select member_id, scope, key, result->>'orderId' as order_id, result->>'paymentId' as payment_id
       from idempotency_keys where member_id = any($1::text[])`,
    [members],
  );
  const keys = new Map(keyRows.map((row) => [`${row.member_id} ${row.scope} ${row.key}`, row]));
  const keyOf = (memberId: string, scope: string, key: string) => keys.get(`${memberId} ${scope} ${key}`);

  const lost: string[] = [];
  let acknowledged = 0;
  for (const ledger of ledgers) {
    for (const [orderId, order] of ledger.orders) {
      acknowledged += 1;
      const row = orderRows.get(orderId);
      if (row === undefined || row.member_id !== ledger.account.memberId)
        lost.push(`${ledger.account.accountName}: order ${orderId} (key ${order.key}) acknowledged, not in the database`);
      else if (compareDecimal(row.total_amount, order.payAmount) !== 0) lost.push(`${orderId}: total ${row.total_amount}, acknowledged ${order.payAmount}`);
      const key = keyOf(ledger.account.memberId, 'order.submit', order.key);
      if (key?.order_id !== orderId) lost.push(`${orderId}: its key ${order.key} holds ${key?.order_id ?? 'nothing'}`);
    }
  }
  checks.push(result('every acknowledged order is in the database', lost, `${n(acknowledged - lost.length)} of ${n(acknowledged)}`));

  // An order no buyer saw acknowledged: a second order of a retried key, unless its key is one whose answer never came.
  const extra: string[] = [];
  for (const row of orders) {
    const ledger = byMember.get(row.member_id)!;
    if (ledger.orders.has(row.order_id)) continue;
    const fromUnresolved = ledger.unresolvedSubmits.some((key) => keyOf(row.member_id, 'order.submit', key)?.order_id === row.order_id);
    if (!fromUnresolved) extra.push(`${ledger.account.accountName}: order ${row.order_id} was never acknowledged`);
  }
  checks.push(result('no order beyond the acknowledged ones (no duplicate of a retried submit)', extra, `${n(orders.length)} in the database`));

  // Payments ----------------------------------------------------------------------------------------
  const payments = await db.query<{ payment_id: string; order_id: string; member_id: string; status: string; amount: string }>(
    'select payment_id, order_id, member_id, status, amount from payments where member_id = any($1::text[])',
    [members],
  );
  const paidByOrder = new Map<string, typeof payments>();
  for (const payment of payments) {
    if (payment.status !== 'paid') continue;
    paidByOrder.set(payment.order_id, [...(paidByOrder.get(payment.order_id) ?? []), payment]);
  }
  const payFindings: string[] = [];
  let paid = 0;
  for (const ledger of ledgers) {
    for (const [orderId, payment] of ledger.payments) {
      paid += 1;
      const rows = paidByOrder.get(orderId) ?? [];
      const order = orderRows.get(orderId);
      if (rows.length !== 1 || rows[0]!.payment_id !== payment.paymentId)
        payFindings.push(`${orderId}: payment ${payment.paymentId} acknowledged, ${rows.length} paid payments in the database`);
      else if (compareDecimal(rows[0]!.amount, payment.amount) !== 0)
        payFindings.push(`${payment.paymentId}: amount ${rows[0]!.amount}, acknowledged ${payment.amount}`);
      if (order === undefined || compareDecimal(order.paid_amount, order.total_amount) !== 0 || order.status !== 'pendingDelivery')
        payFindings.push(`${orderId}: paid ${order?.paid_amount ?? '-'} of ${order?.total_amount ?? '-'}, status ${order?.status ?? 'missing'}`);
    }
  }
  checks.push(
    result('every acknowledged payment is recorded exactly once, its order paid', payFindings, `${n(paid - Math.min(paid, payFindings.length))} of ${n(paid)}`),
  );

  const extraPaid: string[] = [];
  for (const [orderId, rows] of paidByOrder) {
    const ledger = byMember.get(rows[0]!.member_id)!;
    if (ledger.payments.has(orderId)) continue;
    const fromUnresolved = ledger.unresolvedPayments.some((p) => p.orderId === orderId && keyOf(ledger.account.memberId, 'pay.wallet', p.key) !== undefined);
    if (!fromUnresolved) extraPaid.push(`${orderId}: ${rows.length} paid payment(s) never acknowledged`);
  }
  checks.push(result('no payment beyond the acknowledged ones', extraPaid, `${n(payments.filter((p) => p.status === 'paid').length)} paid in the database`));

  // Wallets: start − Σ acknowledged payments, exactly; and one 'payment' bill per payment. -------------
  const wallets = await db.query<{ member_id: string; balance: string; bills: number; billed: string | null }>(
    `select a.member_id, a.balance,
            (select count(*)::int from capital_bills b where b.member_id = a.member_id and b.bill_type = 'payment') as bills,
            (select sum(b.amount) from capital_bills b where b.member_id = a.member_id and b.bill_type = 'payment') as billed
       from capital_accounts a where a.member_id = any($1::text[])`,
    [members],
  );
  const walletFindings: string[] = [];
  let debited = '0.00';
  for (const wallet of wallets) {
    const ledger = byMember.get(wallet.member_id)!;
    const spent = sumMoney([...ledger.payments.values()].map((p) => p.amount));
    debited = sumMoney([debited, spent]);
    const expected = subtractMoney(START_BALANCE, spent);
    if (compareDecimal(wallet.balance, expected) !== 0) walletFindings.push(`${ledger.account.accountName}: balance ${wallet.balance}, expected ${expected}`);
    if (wallet.bills !== ledger.payments.size || compareDecimal(wallet.billed ?? '0', spent) !== 0)
      walletFindings.push(
        `${ledger.account.accountName}: ${wallet.bills} payment bills of ${wallet.billed ?? '0'}, expected ${ledger.payments.size} of ${spent}`,
      );
  }
  checks.push(result('every wallet debited exactly once per acknowledged payment (exact decimals)', walletFindings, `¥${debited} in ${n(paid)} payments`));

  // Carts ------------------------------------------------------------------------------------------
  const lines = await db.query<{ member_id: string; cart_resource_id: string; goods_id: string; quantity: string }>(
    'select member_id, cart_resource_id, goods_id, quantity from cart_lines where member_id = any($1::text[])',
    [members],
  );
  const cartFindings: string[] = [];
  let lineCount = 0;
  for (const ledger of ledgers) {
    const stored = lines.filter((line) => line.member_id === ledger.account.memberId);
    lineCount += ledger.cart.size;
    const same =
      stored.length === ledger.cart.size &&
      stored.every((line) => {
        const expected = ledger.cart.get(line.cart_resource_id);
        return expected !== undefined && expected.goodsId === line.goods_id && compareDecimal(expected.quantity, line.quantity) === 0;
      });
    if (!same) {
      const text = (entries: [string, string, string][]) => entries.map(([id, goods, q]) => `${id}:${goods}×${normalizeDecimal(q)}`).join(', ') || 'empty';
      cartFindings.push(
        `${ledger.account.accountName}: database [${text(stored.map((l) => [l.cart_resource_id, l.goods_id, l.quantity]))}], expected [${text([...ledger.cart].map(([id, l]) => [id, l.goodsId, l.quantity]))}]`,
      );
    }
  }
  checks.push(
    result(
      'every cart matches its acknowledged writes',
      cartFindings,
      `${n(ledgers.length - cartFindings.length)} of ${n(ledgers.length)} carts, ${n(lineCount)} line${lineCount === 1 ? '' : 's'}`,
    ),
  );

  const readFindings = ledgers.flatMap((ledger) => ledger.cartMismatches.map((text) => `${ledger.account.accountName}: ${text}`));
  const impossible = ledgers.flatMap((ledger) =>
    ledger.ambiguous.filter((a) => a.outcome === 'impossible').map((a) => `${ledger.account.accountName}: ${a.call} neither applied nor not`),
  );
  const reads = ledgers.reduce((sum, ledger) => sum + ledger.cartWrites, 0);
  checks.push(result('every cart read during the run matched the expected cart', [...readFindings, ...impossible], `${n(reads)} acknowledged cart writes`));

  // Stock: decremented by exactly the base quantities of the run's order items. -----------------------
  const stockAfter = await readStock(db);
  const ordered = await db.query<{ variety_id: string; base: string | null }>(
    `select i.variety_id, sum(i.quantity * i.convert_rate) as base from order_items i join orders o on o.order_id = i.order_id
      where o.member_id = any($1::text[]) group by i.variety_id`,
    [members],
  );
  const stockFindings: string[] = [];
  for (const variety of SOAK_VARIETIES) {
    const used = ordered.find((row) => row.variety_id === variety)?.base ?? '0';
    const expected = sumExact([stockBefore.get(variety) ?? '0', `-${normalizeDecimal(used)}`]);
    const now = stockAfter.get(variety) ?? '0';
    if (compareDecimal(now, expected) !== 0) stockFindings.push(`${variety}: stock ${now}, expected ${expected} (ordered ${used})`);
  }
  checks.push(result('stock decremented by exactly what was ordered', stockFindings, `${SOAK_VARIETIES.length} varieties`));

  // Retries that ran out: a submit or a payment whose outcome the buyer never learnt. ------------------
  const unresolved = ledgers.flatMap((ledger) => [
    ...ledger.unresolvedSubmits.map((key) => `${ledger.account.accountName}: submit ${key}`),
    ...ledger.unresolvedPayments.map((p) => `${ledger.account.accountName}: payment ${p.key} of ${p.orderId}`),
  ]);
  checks.push(result('every submit and payment was acknowledged in the end', unresolved, `${n(unresolved.length)} unresolved`));
  return checks;
}
