import { DEMO_BUYER, DEMO_IDS } from '../../../../gateway/seed/index.ts';
import { contractOrderCartOf, openCheckout, submitCementOrder } from '../../support/checkout.ts';
import { expect } from '../../support/test.ts';
import type { FaultFlow, FlowContext } from '../matrix.ts';

/** One value of a single-column count query. */
async function count(ctx: FlowContext, sql: string, params: unknown[]): Promise<number> {
  const rows = await ctx.live.db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params);
  return Number(rows[0]!.n);
}

/** A new unpaid order of the demo buyer for one cement line of the platform shop (cheap: the wallet pays many of them). */
const newOrder = (ctx: FlowContext) => submitCementOrder(ctx.live, ctx.token, `faults-${ctx.mark}-order`);

/** {@link newOrder}, paid from the wallet (the way the cashier pays it). */
async function paidOrder(ctx: FlowContext): Promise<string> {
  const { orderId } = await newOrder(ctx);
  await ctx.live.typed('pay.wallet', { orderId, idempotencyKey: `faults-${ctx.mark}-pay`, payPassword: DEMO_BUYER.payPassword }, ctx.token);
  return orderId;
}

/** The wallet's balance in the database. */
async function walletBalance(ctx: FlowContext): Promise<string> {
  const rows = await ctx.live.db.query<{ balance: string }>('select balance::text as balance from capital_accounts where member_id = $1', [
    DEMO_BUYER.memberId,
  ]);
  return rows[0]!.balance;
}

/**
 * The first screen of a cell: waits for `ready` as long as the test may (the first page of a worker can be
 * slow on a busy machine), where an expect would give up after its 7 s.
 */
async function opened(ctx: FlowContext, path: string, ready: string): Promise<void> {
  await ctx.page.goto(`${ctx.live.url}${path}`);
  await ctx.page.getByRole('heading', { name: ready }).waitFor();
}

/** Types digits on the app's numeric password keyboard (the pay-password dialog's). */
async function typeOnKeyboard(ctx: FlowContext, digits: string): Promise<void> {
  // The pay-password dialog (a 401 brings the security notice's dialog beside it).
  const dialog = ctx.page.getByRole('dialog').filter({ has: ctx.page.getByRole('button', { name: '支付密码' }) });
  await expect(dialog).toBeVisible();
  for (const d of digits) await ctx.page.getByRole('button', { name: d, exact: true }).click();
  await expect(dialog).toBeHidden();
}

const CEMENT = '普通硅酸盐水泥 P.O 42.5';

/**
 * The cart: one more bag of cement with the stepper on /cart/cart (cart.updateQuantity). Setting a quantity
 * repeats harmlessly, so it carries no key; the cell proves the line and its saved quantity stay as they
 * were after the failure and that the buyer's tap again saves the new quantity once.
 */
export const cartQuantity: FaultFlow = {
  name: 'cart quantity',
  call: 'cart.updateQuantity',
  async prepare(ctx) {
    // The cart of the demo buyer: only the cement line, 20 bags.
    const cart = await ctx.live.typed('cart.list', {}, ctx.token);
    const ids = cart.groups.flatMap((g) => g.children.map((l) => l.cartResourceId));
    if (ids.length > 0) await ctx.live.typed('cart.remove', { cartResourceIds: ids }, ctx.token);
    await ctx.live.typed(
      'cart.add',
      { goodsId: DEMO_IDS.cement, resourceId: DEMO_IDS.cementBagResource, quantity: '20', unit: '袋', selectInfos: [], addons: [] },
      ctx.token,
    );
    return {};
  },
  async open(ctx) {
    await opened(ctx, '/cart/cart', '购物车');
    const quantity = ctx.page.getByRole('textbox', { name: `${CEMENT} 的数量` });
    await quantity.waitFor();
    await expect(quantity).toHaveValue('20');
  },
  async write(ctx) {
    await ctx.page.getByRole('button', { name: `增加 ${CEMENT}` }).click();
  },
  async intact(ctx) {
    await expect(ctx.page.getByRole('textbox', { name: `${CEMENT} 的数量` })).toHaveValue('20');
    await expect(ctx.page.getByTestId('cart-total')).toHaveText('¥500.00');
  },
  async effects(ctx) {
    return count(ctx, 'cart_lines where member_id = $1 and goods_id = $2 and quantity = 21', [DEMO_BUYER.memberId, DEMO_IDS.cement]);
  },
  async done(ctx) {
    await expect(ctx.page.getByRole('textbox', { name: `${CEMENT} 的数量` })).toHaveValue('21');
    await expect(ctx.page.getByTestId('cart-total')).toHaveText('¥525.00');
  },
  // Waiting for the network, the cart already shows the new quantity and its money.
  queued: { waiting: (ctx) => cartQuantity.done(ctx) },
};

/** The draft of a confirm page as the buyer leaves it: the site address, the afternoon slot, a memo. */
async function fillDraft(ctx: FlowContext): Promise<void> {
  const { page } = ctx;
  await page.getByRole('group', { name: '送货时间 时间段' }).getByRole('button', { name: '12:00-18:00' }).click();
  await page.getByRole('textbox', { name: '买家留言' }).fill(`留言${ctx.mark}`);
  await page.getByRole('checkbox', { name: '同意采购协议' }).check();
  await expect(page.locator('.ord-bar__total strong')).toContainText('¥');
}

/** {@link fillDraft}'s draft is still there. */
async function draftIntact(ctx: FlowContext): Promise<void> {
  const { page } = ctx;
  await expect(page.getByRole('button', { name: '选择收货地址' })).toContainText('张建国');
  await expect(page.getByRole('group', { name: '送货时间 时间段' }).getByRole('button', { name: '12:00-18:00' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('textbox', { name: '买家留言' })).toHaveValue(`留言${ctx.mark}`);
  await expect(page.getByRole('checkbox', { name: '同意采购协议' })).toBeChecked();
}

/** Submitting the confirm page's draft from the cart (/v2/order?from=cart, order.submit, keyed). */
export const checkoutSubmit: FaultFlow = {
  name: 'checkout submit',
  call: 'order.submit',
  keyed: true,
  queued: {},
  async open(ctx) {
    await openCheckout(ctx.live, ctx.context, ctx.page, ctx.token);
    await fillDraft(ctx);
  },
  async write(ctx) {
    await ctx.page.getByRole('button', { name: '提交订单' }).click();
  },
  intact: draftIntact,
  async effects(ctx) {
    return count(ctx, 'orders where buyer_memo = $1', [`留言${ctx.mark}`]);
  },
  async done(ctx) {
    await expect(ctx.page).toHaveURL(/\/order\/submit\?orderId=/);
    await expect(ctx.page.getByText('订单提交成功')).toBeVisible();
  },
};

/**
 * Paying an unpaid order from the wallet at the cashier (/pay, pay.wallet, keyed). The pay password is a
 * secret: it is never kept, so the buyer types it again with every tap (`write`); what is kept is the
 * chosen pay way.
 */
export const payWallet: FaultFlow = {
  name: 'pay wallet',
  call: 'pay.wallet',
  keyed: true,
  offlineMessage: 'pay.cashier.needsNetwork',
  async prepare(ctx) {
    const order = await newOrder(ctx);
    return { orderId: order.orderId, amount: order.payAmount, balance: await walletBalance(ctx) };
  },
  async open(ctx) {
    await opened(ctx, `/pay?orderId=${ctx.data.orderId}`, '收银台');
    await ctx.page.getByRole('radio', { name: /钱包余额/ }).click();
  },
  async write(ctx) {
    await ctx.page.getByRole('button', { name: `确认支付 ¥${ctx.data.amount}` }).click();
    // Offline the cashier asks for no password: it says a payment needs the network.
    const keyboard = ctx.page.getByRole('dialog').filter({ has: ctx.page.getByRole('button', { name: '支付密码' }) });
    await expect(keyboard.or(ctx.page.getByRole('alert').filter({ hasText: '支付需要网络' })).first()).toBeVisible();
    if (await keyboard.isVisible()) await typeOnKeyboard(ctx, DEMO_BUYER.payPassword);
  },
  async intact(ctx) {
    await expect(ctx.page.getByRole('radio', { name: /钱包余额/ })).toHaveAttribute('aria-checked', 'true');
    await expect(ctx.page.getByRole('button', { name: `确认支付 ¥${ctx.data.amount}` })).toBeVisible();
  },
  async effects(ctx) {
    return count(ctx, "payments where order_id = $1 and pay_way = 'wallet' and status = 'paid'", [ctx.data.orderId]);
  },
  async done(ctx) {
    await expect(ctx.page).toHaveURL(/\/pay\/success\?/);
    await expect(ctx.page.getByRole('heading', { name: '支付成功' }).last()).toBeVisible();
    // The balance debited once.
    const expected = (Number(ctx.data.balance) - Number(ctx.data.amount)).toFixed(2);
    expect(await walletBalance(ctx)).toBe(expected);
  },
};

const CONTRACT = DEMO_IDS.contractConcrete;
const CONTRACT_C30 = 'cg_a_c30';

/** What remains of the contract's C30, in the database. */
async function surplusOf(ctx: FlowContext): Promise<string> {
  const rows = await ctx.live.db.query<{ s: string }>('select surplus_amount::text as s from contract_goods where contract_goods_id = $1', [CONTRACT_C30]);
  return rows[0]!.s;
}

/** The order cart the contract cart's prepare step hands to /order/newContractSub: the contract's C30 line. */
async function contractOrderCart(ctx: FlowContext) {
  let cart = await ctx.live.typed('cart.contractList', {}, ctx.token);
  const has = () => cart.groups.some((g) => g.contractId === CONTRACT && g.children.some((l) => l.contractGoodsId === CONTRACT_C30));
  if (!has()) {
    // An earlier cell ordered it: put it back as the seed has it.
    await ctx.live.typed(
      'cart.contractAdd',
      {
        contractId: CONTRACT,
        contractGoodsId: CONTRACT_C30,
        goodsId: DEMO_IDS.concrete,
        quantity: '30',
        addons: [{ additemId: 'ad_mixer_pump' }, { additemId: 'ad_pumping_truck' }],
      },
      ctx.token,
    );
    cart = await ctx.live.typed('cart.contractList', {}, ctx.token);
  }
  const group = cart.groups.find((g) => g.contractId === CONTRACT)!;
  return contractOrderCartOf(group, (l) => l.contractGoodsId === CONTRACT_C30);
}

/** Ordering against the concrete contract (/order/newContractSub, order.newContractSub, keyed): one sub-order, the surplus down once. */
export const contractOrder: FaultFlow = {
  name: 'contract order',
  call: 'order.newContractSub',
  keyed: true,
  queued: {},
  async prepare(ctx) {
    const orderCart = await contractOrderCart(ctx);
    return { orderCart: JSON.stringify(orderCart), quantity: orderCart[0]!.children[0]!.quantity, surplus: await surplusOf(ctx) };
  },
  async open(ctx) {
    // The order cart as the contract cart's prepare step hands it over (this tab's storage).
    await ctx.context.addInitScript((value) => {
      if (!sessionStorage.getItem('buyerapp.orderCart')) sessionStorage.setItem('buyerapp.orderCart', value);
    }, ctx.data.orderCart!);
    await opened(ctx, `/order/newContractSub?contractId=${CONTRACT}`, '合同下单');
    await fillDraft(ctx);
  },
  async write(ctx) {
    await ctx.page.getByRole('button', { name: '提交订单' }).click();
  },
  intact: draftIntact,
  async effects(ctx) {
    return count(ctx, 'orders where buyer_memo = $1 and contract_id = $2', [`留言${ctx.mark}`, CONTRACT]);
  },
  async done(ctx) {
    await expect(ctx.page).toHaveURL(/\/order\/submit\?orderId=/);
    await expect(ctx.page.getByText('订单提交成功')).toBeVisible();
    // The surplus down by the ordered quantity, once.
    expect(Number(await surplusOf(ctx))).toBe(Number(ctx.data.surplus) - Number(ctx.data.quantity));
  },
};

/** Applying for the invoice of a paid order (/account/invoice/apply, invoice.apply, keyed): an electronic invoice with a note. */
export const invoiceApply: FaultFlow = {
  name: 'invoice apply',
  call: 'invoice.apply',
  keyed: true,
  async prepare(ctx) {
    return { orderId: await paidOrder(ctx) };
  },
  async open(ctx) {
    const { page } = ctx;
    await opened(ctx, `/account/invoice/apply?orderIds=${ctx.data.orderId}`, '申请开票');
    await page.getByRole('textbox', { name: '接收邮箱' }).fill(`f${ctx.mark}@example.com`);
    await page.getByRole('textbox', { name: '备注' }).fill(`开票${ctx.mark}`);
  },
  async write(ctx) {
    await ctx.page.getByRole('button', { name: '提交申请' }).click();
  },
  async intact(ctx) {
    await expect(ctx.page.getByRole('textbox', { name: '接收邮箱' })).toHaveValue(`f${ctx.mark}@example.com`);
    await expect(ctx.page.getByRole('textbox', { name: '备注' })).toHaveValue(`开票${ctx.mark}`);
  },
  async effects(ctx) {
    return count(ctx, 'invoices where remark = $1', [`开票${ctx.mark}`]);
  },
  async done(ctx) {
    await expect(ctx.page).toHaveURL(/\/account\/invoice\/list/);
  },
};

/** Applying for a refund of a paid order (/order/refundEdit, order.refundApply, keyed): a reason, an amount, a description. */
export const refundApply: FaultFlow = {
  name: 'refund apply',
  call: 'order.refundApply',
  keyed: true,
  async prepare(ctx) {
    return { orderId: await paidOrder(ctx) };
  },
  async open(ctx) {
    const { page } = ctx;
    await opened(ctx, `/order/refundEdit?orderId=${ctx.data.orderId}`, '申请退款');
    await page.getByRole('group', { name: '退款原因' }).getByRole('button', { name: '其他' }).click();
    await page.getByRole('textbox', { name: '退款金额' }).fill('1.23');
    await page.getByRole('textbox', { name: '退款说明' }).fill(`退款${ctx.mark}`);
  },
  async write(ctx) {
    await ctx.page.getByRole('button', { name: '提交申请' }).click();
  },
  async intact(ctx) {
    const { page } = ctx;
    await expect(page.getByRole('group', { name: '退款原因' }).getByRole('button', { name: '其他' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('textbox', { name: '退款金额' })).toHaveValue('1.23');
    await expect(page.getByRole('textbox', { name: '退款说明' })).toHaveValue(`退款${ctx.mark}`);
  },
  async effects(ctx) {
    return count(ctx, 'refunds where description = $1', [`退款${ctx.mark}`]);
  },
  async done(ctx) {
    await expect(ctx.page).toHaveURL(/\/order\/refundProgress\?orderId=.*&refundId=/);
  },
};

/** The buying flows of the fault matrix: cart, checkout and submit, pay, contract order, invoice apply, refund apply. */
export const buyingFlows: readonly FaultFlow[] = [cartQuantity, checkoutSubmit, payWallet, contractOrder, invoiceApply, refundApply];
