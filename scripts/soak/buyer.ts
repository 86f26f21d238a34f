import type { CallId } from '@gen/calls.gen';
import type { CallData } from '@gen/client.gen';
import { deliveryWayCodes } from '@gen/constants.gen';
import type { components } from '@gen/openapi.gen';
import { compareDecimal, draftItemOf, normalizeDecimal, sumExact } from '@/domain';
import { CONCRETE_ADDONS } from '../../gateway/seed';
import type { SoakAccount } from './accounts';
import type { CallInput, GatewayTarget, Outcome, SoakClient } from './client';

type S = components['schemas'];

/** A goods the buyers put in their carts: sand and gravel by the tonne, pumped C30 by the m³ (three sellers). */
interface SoakGoods {
  readonly goodsId: string;
  readonly resourceId: string;
  readonly unit: string;
  /** The smallest order in `unit`; quantities are whole numbers from here (every goods' grid allows them). */
  readonly min: number;
  readonly addons: readonly string[];
}

const GOODS: readonly SoakGoods[] = [
  { goodsId: 'g_sand', resourceId: 'res_sand', unit: '吨', min: 5, addons: [] },
  { goodsId: 'g_gravel', resourceId: 'res_gravel', unit: '吨', min: 5, addons: [] },
  { goodsId: 'g_concrete', resourceId: 'res_concrete_c30', unit: '方', min: 10, addons: [CONCRETE_ADDONS.mixerPump, CONCRETE_ADDONS.pumpingTruck] },
];
const KEYWORDS = ['', 'C30', '砂', '碎石', '水泥'];

/** A cart line as the buyer expects it from the writes the gateway acknowledged. */
export interface ExpectedLine {
  readonly goodsId: string;
  quantity: string;
}

/** A cart write whose answer never came: how the re-read resolved it. */
export interface AmbiguousWrite {
  readonly call: CallId;
  /** 'applied' / 'not applied' when the re-read shows one of the two, 'impossible' when it shows neither. */
  readonly outcome: 'applied' | 'not applied' | 'impossible';
}

/** What a buyer saw acknowledged, and anything that contradicts it; the checks read this afterwards. */
export interface BuyerLedger {
  readonly account: SoakAccount;
  /** Acknowledged orders: orderId → the submit key and the amount to pay. */
  readonly orders: Map<string, { readonly key: string; readonly payAmount: string }>;
  /** Acknowledged payments: orderId → payment. */
  readonly payments: Map<string, { readonly paymentId: string; readonly amount: string; readonly key: string }>;
  /** Submit keys still unacknowledged when the retries ran out (each may or may not have made an order). */
  readonly unresolvedSubmits: string[];
  /** Pay keys still unacknowledged when the retries ran out. */
  readonly unresolvedPayments: { readonly orderId: string; readonly key: string }[];
  /** The cart: cartResourceId → line. */
  readonly cart: Map<string, ExpectedLine>;
  readonly ambiguous: AmbiguousWrite[];
  /** A cart read by the buyer that differed from the expected cart (there is no one else writing to it). */
  readonly cartMismatches: string[];
  visits: number;
  /** Cart writes acknowledged. */
  cartWrites: number;
}

/** What a visit stops on: a refusal that is not a failure to reach the gateway. */
class VisitAbandoned extends Error {}

/**
 * One simulated buyer: logs in, then visits until the deadline — browses, fills the cart, changes a
 * quantity, sometimes removes a line, prices and submits the order of one seller's line, pays it from
 * the wallet, sometimes lists the orders — with think time between steps. Writes that must not repeat
 * (submit, pay) are retried with the same idempotency key until acknowledged, as the app does; a cart
 * write whose answer is lost is resolved by reading the cart back.
 */
export class SoakBuyer {
  readonly ledger: BuyerLedger;
  private token = '';
  private stopRetryingAt = Infinity;

  constructor(
    readonly index: number,
    account: SoakAccount,
    private readonly gateway: GatewayTarget,
    private readonly client: SoakClient,
    private readonly random: () => number,
    private readonly options: { readonly thinkMs: readonly [number, number]; readonly graceMs: number },
  ) {
    this.ledger = {
      account,
      orders: new Map(),
      payments: new Map(),
      unresolvedSubmits: [],
      unresolvedPayments: [],
      cart: new Map(),
      ambiguous: [],
      cartMismatches: [],
      visits: 0,
      cartWrites: 0,
    };
  }

  /** Logs in (retrying like any read). */
  async login(): Promise<void> {
    const { accountName, password } = this.ledger.account;
    const data = await this.retrying('auth.login', { body: { account: accountName, password } });
    if (data === null) throw new Error(`soak buyer ${accountName} could not log in`);
    this.token = data.token;
  }

  /** Visits until `deadline` (a performance.now() instant); the visit under way is finished. */
  async run(deadline: number): Promise<void> {
    this.stopRetryingAt = deadline + this.options.graceMs;
    // The buyers do not all start at once: the first visit begins within one think time.
    await this.think();
    while (performance.now() < deadline) {
      try {
        await this.visit();
      } catch (error) {
        if (!(error instanceof VisitAbandoned)) throw error;
      }
      this.ledger.visits += 1;
      await this.think();
    }
  }

  private pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.random() * list.length)]!;
  }

  private chance(p: number): boolean {
    return this.random() < p;
  }

  private think(): Promise<void> {
    const [min, max] = this.options.thinkMs;
    return sleep(min + this.random() * (max - min));
  }

  private quantity(goods: SoakGoods): string {
    return String(goods.min + Math.floor(this.random() * 5));
  }

  private async visit(): Promise<void> {
    const visit = this.ledger.visits;
    const target = this.pick(GOODS);
    const keyword = this.pick(KEYWORDS);
    await this.need('goods.search', { query: { pageNum: '1', pageSize: '10', ...(keyword === '' ? {} : { keyword }) } });
    await this.think();
    await this.need('goods.detail', { query: { goodsId: target.goodsId } });
    await this.think();
    if (target.addons.length > 0) {
      await this.need('goods.addons', { query: { goodsId: target.goodsId } });
      await this.think();
    }
    await this.add(target);
    await this.think();
    if (this.chance(0.5)) {
      // Adding the same goods again merges into its line.
      await this.add(target);
      await this.think();
    }
    const other = this.pick(GOODS);
    if (other !== target && this.chance(0.4) && this.lineOf(other) === undefined) {
      // A line of another seller, left in the cart for a later visit (or removed below).
      await this.add(other);
      await this.think();
    }
    await this.readCart();
    await this.think();
    const lineId = this.lineOf(target);
    if (lineId === undefined) throw new VisitAbandoned();
    const changed = await this.cartWrite(
      'cart.updateQuantity',
      { body: { cartResourceId: lineId, quantity: this.quantity(target) } },
      { ids: [lineId], goodsId: target.goodsId },
      (line) => {
        const expected = this.ledger.cart.get(line.cartResourceId);
        if (expected !== undefined) expected.quantity = normalizeDecimal(line.quantity);
      },
    );
    await this.think();
    const removable = [...this.ledger.cart.keys()].filter((id) => id !== lineId);
    if (removable.length > 0 && this.chance(0.25)) {
      const removed = this.pick(removable);
      await this.cartWrite('cart.remove', { body: { cartResourceIds: [removed] } }, { ids: [removed] }, () => this.ledger.cart.delete(removed));
      await this.think();
    }
    // The draft is built from the line as the gateway answered it (after the quantity change), as the app does.
    const line = changed ?? (await this.readCart()).groups.flatMap((group) => group.children).find((l) => l.cartResourceId === lineId);
    if (line === undefined) throw new VisitAbandoned();
    const draft = orderDraft(line, this.ledger.account.addressId);
    const prices = await this.need('order.price', { body: draft });
    await this.think();
    const submitKey = `b${this.index}-v${visit}-order`;
    const order = await this.retrying('order.submit', {
      body: { draft, expectedTotal: prices.totalAmount, idempotencyKey: submitKey, agreementAccepted: true },
    });
    if (order === null) {
      this.ledger.unresolvedSubmits.push(submitKey);
      throw new VisitAbandoned();
    }
    this.ledger.orders.set(order.orderId, { key: submitKey, payAmount: order.payAmount });
    // The ordered line leaves the cart (order.submit removes the draft's cart lines).
    this.ledger.cart.delete(line.cartResourceId);
    await this.think();
    await this.need('pay.info', { query: { orderId: order.orderId } });
    await this.think();
    const payKey = `b${this.index}-v${visit}-pay`;
    const payment = await this.retrying('pay.wallet', {
      body: { orderId: order.orderId, idempotencyKey: payKey, payPassword: this.ledger.account.payPassword },
    });
    if (payment === null) {
      this.ledger.unresolvedPayments.push({ orderId: order.orderId, key: payKey });
      throw new VisitAbandoned();
    }
    if (payment.status === 'paid') this.ledger.payments.set(order.orderId, { paymentId: payment.paymentId, amount: payment.amount, key: payKey });
    if (this.chance(0.2)) {
      await this.think();
      await this.need('order.list', { body: { pageNum: 1, pageSize: 10 } });
    }
  }

  /** The expected line of a goods, if the cart has one. */
  private lineOf(goods: SoakGoods): string | undefined {
    for (const [id, line] of this.ledger.cart) if (line.goodsId === goods.goodsId) return id;
    return undefined;
  }

  private async add(goods: SoakGoods): Promise<void> {
    const quantity = this.quantity(goods);
    const body = {
      goodsId: goods.goodsId,
      resourceId: goods.resourceId,
      quantity,
      unit: goods.unit,
      selectInfos: [],
      addons: goods.addons.map((additemId) => ({ additemId })),
    };
    const existing = this.lineOf(goods);
    await this.cartWrite('cart.add', { body }, { ids: existing === undefined ? [] : [existing], goodsId: goods.goodsId, added: quantity }, (result) => {
      const line = this.ledger.cart.get(result.cartResourceId);
      if (line === undefined) this.ledger.cart.set(result.cartResourceId, { goodsId: goods.goodsId, quantity: normalizeDecimal(quantity) });
      else line.quantity = sumExact([line.quantity, quantity]);
    });
  }

  /**
   * One attempt of a cart write. Acknowledged: `apply` updates the expected cart. Refused by the gateway
   * (4xx): nothing was written. No answer or a 5xx: it may or may not have been written — the cart is
   * read back and the lines the write could touch are taken as the gateway has them (recorded as
   * ambiguous, with which of the two it was).
   */
  private async cartWrite<K extends 'cart.add' | 'cart.updateQuantity' | 'cart.remove'>(
    id: K,
    input: CallInput,
    touches: { readonly ids: readonly string[]; readonly goodsId?: string; readonly added?: string },
    apply: (data: CallData<K>) => void,
  ): Promise<CallData<K> | null> {
    const before = new Map([...this.ledger.cart].map(([key, line]) => [key, { ...line }]));
    const outcome = await this.client.call(this.gateway, id, input, this.token);
    if (outcome.ok) {
      this.ledger.cartWrites += 1;
      apply(outcome.data);
      return outcome.data;
    }
    if (outcome.answered && outcome.kind !== 'HTTP 5xx') return null;
    await sleep(this.backoff());
    const cart = await this.readCart(false);
    const server = new Map(cart.groups.flatMap((group) => group.children).map((line) => [line.cartResourceId, line]));
    // The lines the write could have touched: its ids, and for an add any line of its goods.
    const touched = new Set(touches.ids);
    if (touches.goodsId !== undefined && id === 'cart.add') {
      for (const [key, line] of server) if (line.goodsId === touches.goodsId && !before.has(key)) touched.add(key);
    }
    const written = [...touched].map((key) => writtenAs(id, input, touches.added, before.get(key), server.get(key)));
    for (const key of touched) {
      const now = server.get(key);
      if (now === undefined) this.ledger.cart.delete(key);
      else this.ledger.cart.set(key, { goodsId: now.goodsId, quantity: normalizeDecimal(now.quantity) });
    }
    // One write touches one line: an add that shows as two new lines is as impossible as a quantity neither old nor new.
    const resolved =
      written.length === 0
        ? 'not applied'
        : written.length > 1
          ? 'impossible'
          : written[0] === true
            ? 'applied'
            : written[0] === false
              ? 'not applied'
              : 'impossible';
    this.ledger.ambiguous.push({ call: id, outcome: resolved });
    this.compareCart(cart, 'after an unacknowledged write');
    return null;
  }

  /** Reads the cart (retrying) and compares it with the expected one. */
  private async readCart(compare = true): Promise<S['CartList']> {
    const cart = await this.need('cart.list', {});
    if (compare) this.compareCart(cart, 'cart.list');
    return cart;
  }

  private compareCart(cart: S['CartList'], when: string): void {
    const server = cart.groups.flatMap((group) => group.children);
    const expected = this.ledger.cart;
    const same =
      server.length === expected.size &&
      server.every((line) => {
        const mine = expected.get(line.cartResourceId);
        return mine !== undefined && mine.goodsId === line.goodsId && compareDecimal(mine.quantity, line.quantity) === 0;
      });
    if (!same && this.ledger.cartMismatches.length < 5) {
      const text = (lines: [string, string, string][]) => lines.map(([id, goods, q]) => `${id}:${goods}×${q}`).join(', ') || 'empty';
      this.ledger.cartMismatches.push(
        `${when}: gateway [${text(server.map((l) => [l.cartResourceId, l.goodsId, l.quantity]))}] expected [${text([...expected].map(([id, l]) => [id, l.goodsId, l.quantity]))}]`,
      );
    }
  }

  /** A call the visit cannot go on without; a refusal abandons the visit. */
  private async need<K extends CallId>(id: K, input: CallInput): Promise<CallData<K>> {
    const data = await this.retrying(id, input);
    if (data === null) throw new VisitAbandoned();
    return data;
  }

  /**
   * Sends a call until it is answered: an unanswered attempt (the process is down, the connection was
   * cut, the timeout) or a 5xx is retried after a pause, with the same body — and so the same
   * idempotency key — as the app's retry does. Null when the gateway refused it (4xx) or the retries
   * ran out (the run's end plus the grace period).
   */
  private async retrying<K extends CallId>(id: K, input: CallInput): Promise<CallData<K> | null> {
    for (;;) {
      const outcome: Outcome<CallData<K>> = await this.client.call(this.gateway, id, input, this.token || undefined);
      if (outcome.ok) return outcome.data;
      // 409 "data changed" is a write that lost a race inside the database: nothing was written, try again.
      const retry = !outcome.answered || outcome.kind === 'HTTP 5xx' || outcome.status === 409;
      if (!retry || performance.now() > this.stopRetryingAt) return null;
      await sleep(this.backoff());
    }
  }

  /** A pause before a retry: 0.3–1 s, as a buyer tapping again. */
  private backoff(): number {
    return 300 + this.random() * 700;
  }
}

/**
 * Whether an unacknowledged cart write shows as written in the re-read line: true (written), false (not
 * written), or null when the line shows neither — a contradiction the report counts as 'impossible'.
 */
function writtenAs(id: CallId, input: CallInput, added: string | undefined, was: ExpectedLine | undefined, now: S['CartLine'] | undefined): boolean | null {
  const same = (a: string | undefined, b: string | undefined) => a !== undefined && b !== undefined && compareDecimal(a, b) === 0;
  if (id === 'cart.remove') return now === undefined ? true : same(now.quantity, was?.quantity) ? false : null;
  if (id === 'cart.updateQuantity') {
    const wanted = (input.body as { quantity: string }).quantity;
    if (now !== undefined && same(now.quantity, wanted)) return true;
    return now !== undefined && same(now.quantity, was?.quantity) ? false : null;
  }
  // cart.add: the line grew by the quantity, or was created with it; or it is as it was.
  if (now === undefined) return was === undefined ? false : null;
  if (same(now.quantity, sumExact([was?.quantity ?? '0', added ?? '0']))) return true;
  return same(now.quantity, was?.quantity) ? false : null;
}

/** The order draft of one cart line, delivered to the buyer's address, as the confirm page submits it. */
function orderDraft(line: S['CartLine'], addressId: string): S['OrderDraft'] {
  return {
    transportType: '2',
    deliveryType: deliveryWayCodes.delivery,
    contractId: '0',
    transferWay: 'stairs',
    floor: 1,
    addressId,
    itemList: [
      // The item as the app makes it of a cart line (src/domain draftItemOf), with the line's add-ons and its cart row.
      {
        ...draftItemOf(line, []),
        addons: line.cartAdditems.map((addon) => ({ additemId: addon.additemId })),
        cartResourceId: line.cartResourceId,
      },
    ],
  };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
