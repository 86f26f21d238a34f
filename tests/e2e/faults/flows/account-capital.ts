import { DEMO_BUYER } from '../../../../gateway/seed/index.ts';
import { expect } from '../../support/test.ts';
import type { FaultFlow, FlowContext } from '../matrix.ts';
import { enterPayPassword } from './account-support.ts';

/** What each withdrawal of the matrix takes (a cell's withdrawals are told apart by time, the amount by the balance). */
const AMOUNT = '12.34';

/** An amount of money in cents (the gateway answers two decimals). */
const cents = (amount: string) => Math.round(Number(amount) * 100);

const amountField = (ctx: FlowContext) => ctx.page.getByRole('textbox', { name: '提现金额' });

/**
 * A withdrawal to the bound card (/myCapital/withdraw), keyed: the amount and the card are kept over a
 * failure, a reload and a login in between; the pay password, a secret, is asked again on the keyboard
 * at every tap (it never was a field of the form). Exactly one withdrawal, and the balance down once.
 */
export const withdraw: FaultFlow = {
  name: 'withdraw',
  call: 'capital.withdraw',
  keyed: true,
  async prepare(ctx) {
    const since = await ctx.live.db.query<{ at: string }>('select now()::text as at');
    const account = await ctx.live.typed('capital.account', undefined, ctx.token);
    return { since: since[0]!.at, balance: account.balance };
  },
  async open(ctx) {
    await ctx.page.goto(`${ctx.live.url}/myCapital/withdraw`);
    await amountField(ctx).fill(AMOUNT);
  },
  async write(ctx) {
    await ctx.page.getByRole('button', { name: '确认提现' }).click();
    await enterPayPassword(ctx.page, DEMO_BUYER.payPassword);
  },
  async intact(ctx) {
    await expect(amountField(ctx)).toHaveValue(AMOUNT);
    await expect(ctx.page.getByRole('radio', { name: /中国建设银行/ })).toHaveAttribute('aria-checked', 'true');
  },
  async effects(ctx) {
    const rows = await ctx.live.db.query<{ n: number }>(
      `select count(*)::int as n from capital_bills where member_id = $1 and bill_type = 'withdraw' and amount = $2 and create_time >= $3::timestamptz`,
      [DEMO_BUYER.memberId, AMOUNT, ctx.data.since],
    );
    return Number(rows[0]!.n);
  },
  async done(ctx) {
    await expect(ctx.page).toHaveURL(/\/myCapital$/);
    const after = (cents(ctx.data.balance!) - cents(AMOUNT)) / 100;
    await expect(ctx.page.getByRole('region', { name: '账户余额（元）' })).toContainText(after.toFixed(2));
    expect((await ctx.live.typed('capital.account', undefined, ctx.token)).balance, 'the balance, down once').toBe(after.toFixed(2));
  },
};
