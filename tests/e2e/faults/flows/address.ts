import { expect } from '../../support/test.ts';
import type { FaultFlow, FlowContext } from '../matrix.ts';

/** The cell's new address, as the buyer types it. */
const typed = (ctx: FlowContext) => ({
  收货人: `收货人${ctx.mark}`,
  手机号码: '13912345678',
  省份: '江苏省',
  城市: '南京市',
  区县: '江宁区',
  详细地址: `工地${ctx.mark}号门`,
});

/** A new delivery address (/receivingAddress/add). */
export const addressAdd: FaultFlow = {
  name: 'address add',
  call: 'address.add',
  async open(ctx) {
    await ctx.page.goto(`${ctx.live.url}/receivingAddress/add`);
    for (const [label, value] of Object.entries(typed(ctx))) await ctx.page.getByRole('textbox', { name: label }).fill(value);
  },
  async write(ctx) {
    await ctx.page.getByRole('button', { name: '保存' }).click();
  },
  async intact(ctx) {
    for (const [label, value] of Object.entries(typed(ctx))) await expect(ctx.page.getByRole('textbox', { name: label })).toHaveValue(value);
  },
  async effects(ctx) {
    const rows = await ctx.live.db.query<{ n: number }>('select count(*)::int as n from addresses where receiver_name = $1', [`收货人${ctx.mark}`]);
    return Number(rows[0]!.n);
  },
  async done(ctx) {
    await expect(ctx.page).toHaveURL(/\/receivingAddress$/);
    await expect(ctx.page.getByText(`收货人${ctx.mark}`)).toBeVisible();
  },
};
