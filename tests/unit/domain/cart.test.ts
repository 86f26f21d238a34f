import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buyerBuyNow,
  buyerCartCount,
  buyerCartTotal,
  buyerLineAmount,
  buyerOrderCarts,
  changeBuyerLineQuantity,
  isAllBuyerChecked,
  normalizeBuyerCart,
  removeBuyerLines,
  setAllBuyerLines,
  toggleAllBuyerLines,
  toggleBuyerLine,
  toggleShop,
  type BuyerCartGroup,
  type BuyerCartLine,
  addContractLine,
  changeContractLineQuantity,
  checkedContractLineCount,
  contractBuyNow,
  contractCartTotal,
  contractLineAddonMoney,
  contractLineCount,
  contractOrderCarts,
  isAllContractChecked,
  normalizeContractCart,
  removeCheckedContractLines,
  removeContractLine,
  setAllContractLines,
  toggleAllContractLines,
  toggleContractGroup,
  toggleContractLine,
  type ContractCartGroup,
  type ContractCartLine,
  cansaleNum,
  lineMoney,
  compareDecimal,
} from '@/domain';

// Independent decimal model: BigInt units of 10^-scale.
const abs = (n: bigint) => (n < 0n ? -n : n);
function units(text: string, scale: number): bigint {
  const m = /^(-?)(\d+)(?:\.(\d*))?$/.exec(text);
  if (!m) throw new Error(`model cannot parse ${text}`);
  const fraction = (m[3] ?? '').padEnd(scale, '0');
  if (fraction.length > scale) throw new Error(`more than ${scale} decimals: ${text}`);
  const v = BigInt(`${m[2]}${fraction}`);
  return m[1] === '-' ? -v : v;
}
function print(v: bigint, scale: number): string {
  const digits = abs(v)
    .toString()
    .padStart(scale + 1, '0');
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return v < 0n ? `-${text}` : text;
}
/** Cents of quantity (4 dp) × price (2 dp), half-up. */
function cents(quantity: string, price: string): bigint {
  const p = units(quantity, 4) * units(price, 2); // 6 dp
  const q = (abs(p) * 2n + 10_000n) / 20_000n;
  return p < 0n ? -q : q;
}
const money = (c: bigint) => print(c, 2);

const quantityArb = fc.integer({ min: 1, max: 99_999_999 }).map((u) => print(BigInt(u), 4));
const priceArb = fc.integer({ min: 0, max: 99_999_999 }).map((u) => print(BigInt(u), 2));

function contractLine(contractGoodsId: string, over: Partial<ContractCartLine> = {}): ContractCartLine {
  return {
    contractGoodsId,
    checked: false,
    quantity: '1',
    unitPrice: '10.00',
    money: '0.00',
    surplusGoodsAmount: '100',
    cansaleNumShow: '0',
    cartAdditems: [],
    addUnitPrice: '0.00',
    ...over,
  };
}
function contractGroup(contractId: string, children: ContractCartLine[]): ContractCartGroup {
  return { contractId, sellerName: `seller ${contractId}`, effective: true, checked: false, children };
}
function buyerLine(cartResourceId: string, over: Partial<BuyerCartLine> = {}): BuyerCartLine {
  return {
    cartResourceId,
    checked: false,
    effective: true,
    quantity: '1',
    unitPrice: '10.00',
    money: '0.00',
    cartAdditems: [],
    selectInfos: [],
    ...over,
  };
}
function shop(sellerId: string, children: BuyerCartLine[], effective = true): BuyerCartGroup {
  return { sellerId, sellerName: `shop ${sellerId}`, effective, checked: false, children };
}

describe('cart: line money = quantity × unitPrice; cansaleNumShow = surplusGoodsAmount − quantity', () => {
  it('computes the spec examples exactly', () => {
    expect(lineMoney('3', '0.1')).toBe('0.30');
    expect(lineMoney('2.5', '12.34')).toBe('30.85');
    expect(lineMoney('1.3333', '3.00')).toBe('4.00');
    expect(cansaleNum('100', '2.5')).toBe('97.5');
    expect(cansaleNum('1', '2')).toBe('-1');
  });
  it('should equal the BigInt model for any 4-decimal quantity and 2-decimal price', () => {
    fc.assert(
      fc.property(quantityArb, priceArb, quantityArb, (q, p, surplus) => {
        expect(lineMoney(q, p)).toBe(money(cents(q, p)));
        expect(compareDecimal(cansaleNum(surplus, q), print(units(surplus, 4) - units(q, 4), 4))).toBe(0);
      }),
    );
  });
  it('normalizes lines loaded from the server', () => {
    const [g] = normalizeContractCart([contractGroup('c1', [contractLine('a', { quantity: '2.50', unitPrice: '3.30', checked: true })])]);
    expect(g?.children[0]).toMatchObject({ quantity: '2.5', money: '8.25', cansaleNumShow: '97.5' });
    expect(g?.checked).toBe(true);
  });
});

describe('cart: select all / group / line / shop cascades', () => {
  const cart = normalizeContractCart([contractGroup('c1', [contractLine('a'), contractLine('b')]), contractGroup('c2', [contractLine('c')])]);
  it('select all toggles every group and line', () => {
    const all = toggleAllContractLines(cart);
    expect(all.every((g) => g.checked && g.children.every((l) => l.checked))).toBe(true);
    expect(isAllContractChecked(all)).toBe(true);
    const none = toggleAllContractLines(all);
    expect(none.every((g) => !g.checked && g.children.every((l) => !l.checked))).toBe(true);
    expect(setAllContractLines(cart, true)).toEqual(all);
  });
  it('selecting a line recomputes its group and the all flag', () => {
    let c = toggleContractLine(cart, 'c1', 'a');
    expect(c[0]?.checked).toBe(false);
    c = toggleContractLine(c, 'c1', 'b');
    expect(c[0]?.checked).toBe(true);
    expect(isAllContractChecked(c)).toBe(false);
    c = toggleContractLine(c, 'c2', 'c');
    expect(isAllContractChecked(c)).toBe(true);
    expect(checkedContractLineCount(c)).toBe(3);
  });
  it('selecting a group toggles its lines', () => {
    const partly = toggleContractLine(cart, 'c1', 'a');
    const group = toggleContractGroup(partly, 'c1');
    expect(group[0]?.children.map((l) => l.checked)).toEqual([true, true]);
    expect(toggleContractGroup(group, 'c1')[0]?.children.map((l) => l.checked)).toEqual([false, false]);
    expect(group[1]).toBe(partly[1]);
  });
  it('selecting a shop toggles its lines and recomputes shop and overall flags', () => {
    const b = normalizeBuyerCart([shop('s1', [buyerLine('x'), buyerLine('y')]), shop('s2', [buyerLine('z')])]);
    const one = toggleShop(b, 's1');
    expect(one[0]?.checked).toBe(true);
    expect(isAllBuyerChecked(one)).toBe(false);
    const both = toggleShop(one, 's2');
    expect(isAllBuyerChecked(both)).toBe(true);
    const lineOff = toggleBuyerLine(both, 'y');
    expect(lineOff[0]?.checked).toBe(false);
    expect(isAllBuyerChecked(lineOff)).toBe(false);
    expect(isAllBuyerChecked(toggleAllBuyerLines(lineOff))).toBe(true);
    expect(isAllBuyerChecked(setAllBuyerLines(lineOff, false))).toBe(false);
  });
  it('an empty cart is not "all checked"', () => {
    expect(isAllContractChecked([])).toBe(false);
    expect(toggleAllContractLines([])).toEqual([]);
  });
  it('should keep the all flag true iff every line is checked, and a group flag iff all its lines', () => {
    const cartArb = fc.array(fc.array(fc.boolean(), { minLength: 1, maxLength: 4 }), { maxLength: 4 }).map((groups) =>
      groups.map((flags, gi) =>
        contractGroup(
          `c${gi}`,
          flags.map((checked, li) => contractLine(`g${li}`, { checked })),
        ),
      ),
    );
    const op = fc.oneof(
      fc.constant({ kind: 'all' as const, g: 0, l: 0 }),
      fc.record({ kind: fc.constant('group' as const), g: fc.nat(3), l: fc.constant(0) }),
      fc.record({ kind: fc.constant('line' as const), g: fc.nat(3), l: fc.nat(3) }),
    );
    fc.assert(
      fc.property(cartArb, fc.array(op, { maxLength: 10 }), (start, ops) => {
        let c = normalizeContractCart(start);
        for (const o of ops) {
          if (o.kind === 'all') c = toggleAllContractLines(c);
          else if (o.kind === 'group') c = toggleContractGroup(c, `c${o.g}`);
          else c = toggleContractLine(c, `c${o.g}`, `g${o.l}`);
          for (const g of c) expect(g.checked).toBe(g.children.every((l) => l.checked));
          const lines = c.flatMap((g) => g.children);
          expect(isAllContractChecked(c)).toBe(lines.length > 0 && lines.every((l) => l.checked));
        }
      }),
    );
  });
});

describe('cart: the order cart takes only checked — and for the buyer cart effective — lines, grouped by contract or seller', () => {
  it('contract cart: only checked lines, grouped by contract, empty contracts left out', () => {
    let c = normalizeContractCart([contractGroup('c1', [contractLine('a'), contractLine('b')]), contractGroup('c2', [contractLine('c')])]);
    c = toggleContractLine(c, 'c1', 'b');
    const order = contractOrderCarts(c);
    expect(order).toHaveLength(1);
    expect(order[0]?.contractId).toBe('c1');
    expect(order[0]?.children.map((l) => l.contractGoodsId)).toEqual(['b']);
  });
  it('buyer cart: only checked and effective lines of effective shops, grouped by seller', () => {
    const b = setAllBuyerLines(
      normalizeBuyerCart([
        shop('s1', [buyerLine('x'), buyerLine('y', { effective: false })]),
        shop('s2', [buyerLine('z')], false),
        shop('s3', [buyerLine('w')]),
      ]),
      true,
    );
    const order = buyerOrderCarts(toggleBuyerLine(b, 'w'));
    expect(order.map((g) => g.sellerId)).toEqual(['s1']);
    expect(order[0]?.children.map((l) => l.cartResourceId)).toEqual(['x']);
  });
  it('should take exactly the checked effective lines, in cart order', () => {
    const lineArb = fc.record({ checked: fc.boolean(), effective: fc.boolean() });
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), fc.array(lineArb, { minLength: 1, maxLength: 4 })), { maxLength: 5 }), (spec) => {
        const groups = spec.map(([effective, lines], gi) =>
          shop(
            `s${gi}`,
            lines.map((l, li) => buyerLine(`r${gi}-${li}`, l)),
            effective,
          ),
        );
        const expected = groups.flatMap((g) => g.children.filter((l) => l.checked && l.effective && g.effective).map((l) => l.cartResourceId));
        const order = buyerOrderCarts(groups);
        expect(order.flatMap((g) => g.children.map((l) => l.cartResourceId))).toEqual(expected);
        expect(order.every((g) => g.children.length > 0)).toBe(true);
      }),
    );
  });
});

describe('cart: buy-now puts exactly one item in the order cart', () => {
  it('buyer cart buy-now', () => {
    const order = buyerBuyNow(shop('s1', [buyerLine('x'), buyerLine('y')]), buyerLine('n', { quantity: '2', unitPrice: '1.25' }));
    expect(order).toHaveLength(1);
    expect(order[0]?.children).toHaveLength(1);
    expect(order[0]?.children[0]).toMatchObject({ cartResourceId: 'n', checked: true, money: '2.50' });
  });
  it('contract cart buy-now', () => {
    const order = contractBuyNow(contractGroup('c1', []), contractLine('a', { quantity: '3', unitPrice: '0.10' }));
    expect(order.flatMap((g) => g.children)).toHaveLength(1);
    expect(order[0]?.children[0]).toMatchObject({ money: '0.30', checked: true, cansaleNumShow: '97' });
  });
});

describe('cart: totals (total, totalSmall, totalBig for the contract cart)', () => {
  it('totalSmall is the goods amount, totalBig the add-on amount, total their sum, of the checked lines', () => {
    const c = setAllContractLines(
      normalizeContractCart([
        contractGroup('c1', [
          contractLine('a', { quantity: '3', unitPrice: '0.10', addUnitPrice: '2.00' }),
          contractLine('b', { quantity: '1.5', unitPrice: '10.01', addUnitPrice: '' }),
        ]),
      ]),
      true,
    );
    expect(contractLineAddonMoney({ quantity: '3', addUnitPrice: '2.00' })).toBe('6.00');
    expect(contractCartTotal(c)).toEqual({ totalSmall: '15.32', totalBig: '6.00', total: '21.32' });
    expect(contractCartTotal(toggleAllContractLines(c))).toEqual({ total: '0.00', totalSmall: '0.00', totalBig: '0.00' });
    expect(contractLineCount(c)).toBe(2);
  });
  it('buyer cart total: goods + add-ons + rebar of checked effective lines', () => {
    const line = buyerLine('x', { quantity: '2', unitPrice: '3.335', addUnitPrice: '1.00', rebarAmount: '10.50', checked: true });
    expect(buyerLineAmount(line)).toBe('19.17');
    expect(buyerLineAmount(buyerLine('y', { addUnitPrice: '', rebarAmount: '' }))).toBe('10.00');
    const b = normalizeBuyerCart([shop('s1', [line, buyerLine('y', { checked: true, effective: false })])]);
    expect(buyerCartTotal(b)).toBe('19.17');
    expect(buyerCartCount(b)).toBe(2);
  });
  it('buyer cart quantity change, and removal', () => {
    let b = normalizeBuyerCart([shop('s1', [buyerLine('x'), buyerLine('y', { checked: true })]), shop('s2', [buyerLine('z')])]);
    b = changeBuyerLineQuantity(b, 'x', '4');
    expect(b[0]?.children[0]?.money).toBe('40.00');
    b = removeBuyerLines(b, ['x', 'z']);
    expect(b.map((g) => g.sellerId)).toEqual(['s1']);
    expect(b[0]?.checked).toBe(true);
  });
  it('contract cart removal of checked lines and of one line', () => {
    let c = normalizeContractCart([
      contractGroup('c1', [contractLine('a', { checked: true }), contractLine('b')]),
      contractGroup('c2', [contractLine('c', { checked: true })]),
    ]);
    c = removeCheckedContractLines(c);
    expect(c.map((g) => g.contractId)).toEqual(['c1']);
    expect(removeContractLine(c, 'c1', 'b')).toEqual([]);
  });
});

// ---- Model-based test -------------------------------------------------------------------------------

interface ModelLine {
  readonly id: string;
  checked: boolean;
  quantity: string;
  readonly unitPrice: string;
  readonly addUnitPrice: string;
  readonly surplus: string;
}
interface ModelGroup {
  readonly contractId: string;
  lines: ModelLine[];
}
interface Model {
  groups: ModelGroup[];
}
interface Real {
  groups: ContractCartGroup[];
}

const addQty = (a: string, b: string) => print(units(a, 4) + units(b, 4), 4);
const allLines = (m: Model) => m.groups.flatMap((g) => g.lines.map((l) => ({ g, l })));

function verify(m: Model, r: Real): void {
  expect(r.groups.map((g) => g.contractId)).toEqual(m.groups.map((g) => g.contractId));
  m.groups.forEach((mg, gi) => {
    const rg = r.groups[gi] as ContractCartGroup;
    expect(rg.children.map((l) => l.contractGoodsId)).toEqual(mg.lines.map((l) => l.id));
    expect(rg.checked).toBe(mg.lines.length > 0 && mg.lines.every((l) => l.checked));
    mg.lines.forEach((ml, li) => {
      const rl = rg.children[li] as ContractCartLine;
      expect(rl.checked).toBe(ml.checked);
      expect(units(rl.quantity, 4)).toBe(units(ml.quantity, 4));
      expect(rl.money).toBe(money(cents(ml.quantity, ml.unitPrice)));
      // 还可购 never goes below 0 (domain contractAddRoom).
      const left = units(ml.surplus, 4) - units(ml.quantity, 4);
      expect(units(rl.cansaleNumShow, 4)).toBe(left < 0n ? 0n : left);
    });
  });
  const lines = allLines(m).map(({ l }) => l);
  expect(isAllContractChecked(r.groups)).toBe(lines.length > 0 && lines.every((l) => l.checked));
  const checked = lines.filter((l) => l.checked);
  const small = checked.reduce((s, l) => s + cents(l.quantity, l.unitPrice), 0n);
  const big = checked.reduce((s, l) => s + cents(l.quantity, l.addUnitPrice), 0n);
  expect(contractCartTotal(r.groups)).toEqual({ total: money(small + big), totalSmall: money(small), totalBig: money(big) });
  const order = contractOrderCarts(r.groups);
  expect(order.map((g) => g.contractId)).toEqual(m.groups.filter((g) => g.lines.some((l) => l.checked)).map((g) => g.contractId));
  expect(order.flatMap((g) => g.children.map((l) => l.contractGoodsId))).toEqual(m.groups.flatMap((g) => g.lines.filter((l) => l.checked).map((l) => l.id)));
}

class AddLine implements fc.Command<Model, Real> {
  constructor(
    readonly contractId: string,
    readonly id: string,
    readonly quantity: string,
    readonly unitPrice: string,
    readonly addUnitPrice: string,
    readonly surplus: string,
    readonly checked: boolean,
  ) {}
  check(): boolean {
    return true;
  }
  run(m: Model, r: Real): void {
    let group = m.groups.find((g) => g.contractId === this.contractId);
    if (group === undefined) {
      group = { contractId: this.contractId, lines: [] };
      m.groups.push(group);
    }
    const existing = group.lines.find((l) => l.id === this.id);
    if (existing) existing.quantity = addQty(existing.quantity, this.quantity);
    else
      group.lines.push({
        id: this.id,
        checked: this.checked,
        quantity: this.quantity,
        unitPrice: this.unitPrice,
        addUnitPrice: this.addUnitPrice,
        surplus: this.surplus,
      });
    r.groups = addContractLine(
      r.groups,
      { contractId: this.contractId, sellerName: 'seller' },
      {
        contractGoodsId: this.id,
        quantity: this.quantity,
        unitPrice: this.unitPrice,
        addUnitPrice: this.addUnitPrice,
        surplusGoodsAmount: this.surplus,
        checked: this.checked,
      },
    );
    verify(m, r);
  }
  toString(): string {
    return `add(${this.contractId}/${this.id} ×${this.quantity} @${this.unitPrice}${this.checked ? ' ✓' : ''})`;
  }
}

/** Picks an existing line by `pick` modulo the number of lines. */
abstract class OnLine implements fc.Command<Model, Real> {
  constructor(readonly pick: number) {}
  check(m: Readonly<Model>): boolean {
    return allLines(m).length > 0;
  }
  protected target(m: Model): { g: ModelGroup; l: ModelLine } {
    const lines = allLines(m);
    return lines[this.pick % lines.length] as { g: ModelGroup; l: ModelLine };
  }
  abstract run(m: Model, r: Real): void;
  abstract toString(): string;
}

class RemoveLine extends OnLine {
  run(m: Model, r: Real): void {
    const { g, l } = this.target(m);
    g.lines = g.lines.filter((x) => x !== l);
    m.groups = m.groups.filter((x) => x.lines.length > 0);
    r.groups = removeContractLine(r.groups, g.contractId, l.id);
    verify(m, r);
  }
  toString(): string {
    return `remove(#${this.pick})`;
  }
}

class ChangeQuantity extends OnLine {
  constructor(
    pick: number,
    readonly quantity: string,
  ) {
    super(pick);
  }
  run(m: Model, r: Real): void {
    const { g, l } = this.target(m);
    l.quantity = this.quantity;
    r.groups = changeContractLineQuantity(r.groups, g.contractId, l.id, this.quantity);
    verify(m, r);
  }
  toString(): string {
    return `quantity(#${this.pick} = ${this.quantity})`;
  }
}

class ToggleLine extends OnLine {
  run(m: Model, r: Real): void {
    const { g, l } = this.target(m);
    l.checked = !l.checked;
    r.groups = toggleContractLine(r.groups, g.contractId, l.id);
    verify(m, r);
  }
  toString(): string {
    return `toggleLine(#${this.pick})`;
  }
}

class ToggleGroup extends OnLine {
  run(m: Model, r: Real): void {
    const { g } = this.target(m);
    const to = !g.lines.every((l) => l.checked);
    for (const l of g.lines) l.checked = to;
    r.groups = toggleContractGroup(r.groups, g.contractId);
    verify(m, r);
  }
  toString(): string {
    return `toggleGroup(#${this.pick})`;
  }
}

class ToggleAll implements fc.Command<Model, Real> {
  check(): boolean {
    return true;
  }
  run(m: Model, r: Real): void {
    const lines = allLines(m).map(({ l }) => l);
    const to = !(lines.length > 0 && lines.every((l) => l.checked));
    for (const l of lines) l.checked = to;
    r.groups = toggleAllContractLines(r.groups);
    verify(m, r);
  }
  toString(): string {
    return 'toggleAll';
  }
}

describe('cart: model-based (add line, remove, change quantity, toggle line / group / all)', () => {
  it('should behave like a plain list model after every command', () => {
    const commands = [
      fc
        .tuple(fc.constantFrom('c1', 'c2', 'c3'), fc.constantFrom('g1', 'g2', 'g3', 'g4'), quantityArb, priceArb, priceArb, quantityArb, fc.boolean())
        .map(([c, id, q, p, a, s, checked]) => new AddLine(c, id, q, p, a, s, checked)),
      fc.nat().map((pick) => new RemoveLine(pick)),
      fc.tuple(fc.nat(), quantityArb).map(([pick, q]) => new ChangeQuantity(pick, q)),
      fc.nat().map((pick) => new ToggleLine(pick)),
      fc.nat().map((pick) => new ToggleGroup(pick)),
      fc.constant(new ToggleAll()),
    ];
    fc.assert(
      fc.property(fc.commands(commands, { maxCommands: 40 }), (cmds) => {
        fc.modelRun(() => ({ model: { groups: [] }, real: { groups: [] } }), cmds);
      }),
    );
  });
});
