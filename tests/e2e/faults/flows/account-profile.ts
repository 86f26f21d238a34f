import { DEMO_BUYER } from '../../../../gateway/seed/index.ts';
import { expect } from '../../support/test.ts';
import type { FaultFlow, FlowContext } from '../matrix.ts';
import { savedAndLeft } from './account-support.ts';

/** The cell's nickname (at most 20 characters). */
const nickname = (ctx: FlowContext) => `工地${ctx.mark}`;
const field = (ctx: FlowContext) => ctx.page.getByRole('textbox', { name: '昵称' });

/** The nickname of the personal information (/Personalinformation/editnickname, member.updateProfile): kept; saved once. */
export const profileNickname: FaultFlow = {
  name: 'profile nickname',
  call: 'member.updateProfile',
  async open(ctx) {
    await ctx.page.goto(`${ctx.live.url}/Personalinformation/editnickname`);
    await field(ctx).fill(nickname(ctx));
  },
  async write(ctx) {
    await ctx.page.getByRole('button', { name: '保存' }).click();
  },
  async intact(ctx) {
    await expect(field(ctx)).toHaveValue(nickname(ctx));
  },
  async effects(ctx) {
    const rows = await ctx.live.db.query<{ n: number }>('select count(*)::int as n from members where member_id = $1 and nickname = $2', [
      DEMO_BUYER.memberId,
      nickname(ctx),
    ]);
    return Number(rows[0]!.n);
  },
  done: (ctx) => savedAndLeft(ctx.page, ctx.live.url, /editnickname/, '/Personalinformation', ctx.page.getByText(nickname(ctx))),
};
