import { pickRegion } from '../../support/region.ts';
import { expect } from '../../support/test.ts';
import type { FaultFlow, FlowContext } from '../matrix.ts';

/** The cell's new address, as the buyer types it (the region is picked). */
const typed = (ctx: FlowContext) => ({
  收货人: `收货人${ctx.mark}`,
  手机号码: '13912345678',
  详细地址: `工地${ctx.mark}号门`,
});
const REGION = ['江苏省', '南京市', '江宁区'] as const;

/** A new delivery address (/receivingAddress/add). */
export const addressAdd: FaultFlow = {
  name: 'address add',
  call: 'address.add',
  async open(ctx) {
    await ctx.page.goto(`${ctx.live.url}/receivingAddress/add`);
    for (const [label, value] of Object.entries(typed(ctx))) await ctx.page.getByRole('textbox', { name: label }).fill(value);
    await pickRegion(ctx.page, REGION);
  },
  async write(ctx) {
    await ctx.page.getByRole('button', { name: '保存' }).click();
  },
  async intact(ctx) {
    for (const [label, value] of Object.entries(typed(ctx))) await expect(ctx.page.getByRole('textbox', { name: label })).toHaveValue(value);
    await expect(ctx.page.getByRole('button', { name: /^所在地区/ })).toHaveAccessibleName('所在地区：江苏省 南京市 江宁区');
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
