import { expect } from '../../support/test.ts';
import type { FaultFlow, FlowContext } from '../matrix.ts';
import { savedAndLeft } from './account-support.ts';

/** A new-energy plate of the cell (its mark is six letters or digits): `苏E0ABCDE`. */
const plateOf = (ctx: FlowContext, letter: string) => `苏${letter}${ctx.mark.toUpperCase()}`;

/** The vehicle form as the buyer fills it in. */
const typed = (ctx: FlowContext, letter: string) => ({ 车牌号: plateOf(ctx, letter), '核定载重（吨）': '25', 司机姓名: '冯师傅', 司机手机号: '13700000066' });

async function fill(ctx: FlowContext, letter: string): Promise<void> {
  for (const [label, value] of Object.entries(typed(ctx, letter))) await ctx.page.getByRole('textbox', { name: label }).fill(value);
  await ctx.page.getByRole('button', { name: '搅拌车' }).click();
}

async function filled(ctx: FlowContext, letter: string): Promise<void> {
  for (const [label, value] of Object.entries(typed(ctx, letter))) await expect(ctx.page.getByRole('textbox', { name: label })).toHaveValue(value);
  await expect(ctx.page.getByRole('button', { name: '搅拌车' })).toHaveAttribute('aria-pressed', 'true');
}

async function countPlate(ctx: FlowContext, plate: string): Promise<number> {
  const rows = await ctx.live.db.query<{ n: number }>('select count(*)::int as n from vehicles where plate_number = $1', [plate]);
  return Number(rows[0]!.n);
}

/** A new vehicle (/myCar/add): plate, type, load and driver kept; exactly one vehicle. */
export const vehicleAdd: FaultFlow = {
  name: 'vehicle add',
  call: 'vehicle.add',
  async open(ctx) {
    await ctx.page.goto(`${ctx.live.url}/myCar/add`);
    await fill(ctx, 'E');
  },
  async write(ctx) {
    await ctx.page.getByRole('button', { name: '保存车辆' }).click();
  },
  intact: (ctx) => filled(ctx, 'E'),
  effects: (ctx) => countPlate(ctx, plateOf(ctx, 'E')),
  done: (ctx) => savedAndLeft(ctx.page, ctx.live.url, /\/myCar\/add/, '/myCar', ctx.page.getByRole('article', { name: plateOf(ctx, 'E') })),
};

/** A vehicle edited (/myCar/editVehicleNoControls; the cell's own vehicle, added through the API): the edit kept; the record changed once. */
export const vehicleEdit: FaultFlow = {
  name: 'vehicle edit',
  call: 'vehicle.edit',
  async prepare(ctx) {
    const added = await ctx.live.typed('vehicle.add', { plateNumber: plateOf(ctx, 'K'), vehicleType: 'tipper', loadWeight: '20' }, ctx.token);
    return { vehicleId: added.vehicleId };
  },
  async open(ctx) {
    await ctx.page.goto(`${ctx.live.url}/myCar/editVehicleNoControls?vehicleId=${ctx.data.vehicleId}`);
    await expect(ctx.page.getByRole('textbox', { name: '车牌号' })).toHaveValue(plateOf(ctx, 'K'));
    await fill(ctx, 'F');
  },
  async write(ctx) {
    await ctx.page.getByRole('button', { name: '保存车辆' }).click();
  },
  intact: (ctx) => filled(ctx, 'F'),
  async effects(ctx) {
    const rows = await ctx.live.db.query<{ n: number }>(
      `select count(*)::int as n from vehicles where vehicle_id = $1 and plate_number = $2 and vehicle_type = 'mixer' and load_weight = 25 and driver_name = '冯师傅'`,
      [ctx.data.vehicleId, plateOf(ctx, 'F')],
    );
    return Number(rows[0]!.n);
  },
  done: (ctx) => savedAndLeft(ctx.page, ctx.live.url, /\/myCar\/edit/, '/myCar', ctx.page.getByRole('article', { name: plateOf(ctx, 'F') })),
};
