import { checkPassword } from '../../../../gateway/passwords.ts';
import { DEMO_BUYER } from '../../../../gateway/seed/index.ts';
import { expect } from '../../support/test.ts';
import type { FaultFlow, FlowContext } from '../matrix.ts';
import { markTyped, passwordInput, secretsIntact } from './account-support.ts';

/** The cell's new login password (6–20 letters or digits). */
const newPassword = (ctx: FlowContext) => `new${ctx.mark}`;

/** The three fields of /mine/setPswByOldPsw with what the buyer types into them. */
const fields = (ctx: FlowContext) =>
  [
    [passwordInput(ctx.page, '原密码'), DEMO_BUYER.password],
    [passwordInput(ctx.page, '新密码'), newPassword(ctx)],
    [passwordInput(ctx.page, '确认密码'), newPassword(ctx)],
  ] as const;

/**
 * The login password changed with the old one (/mine/setPswByOldPsw, auth.changePassword). All three
 * fields are secrets: the app keeps them while the form is on the page and nowhere else, so after a
 * reload or the login of a 401 they are empty and the buyer types them again — `write` types them at
 * every tap, `intact` checks the one or the other (account-support.ts secretsIntact). The effect: the new
 * password is the account's (checked on the stored hash: a login try would count towards the login limits).
 *
 * The demo buyer is shared by the cells that run one after the other in a worker, and each logs in with
 * the demo password: once the effect is counted, the demo password is put back (the hash kept by `prepare`).
 */
export const passwordChange: FaultFlow = {
  name: 'password change',
  call: 'auth.changePassword',
  async prepare(ctx) {
    const rows = await ctx.live.db.query<{ hash: string }>('select password_hash as hash from members where member_id = $1', [DEMO_BUYER.memberId]);
    return { demoHash: rows[0]!.hash };
  },
  async open(ctx) {
    await ctx.page.goto(`${ctx.live.url}/mine/setPswByOldPsw`);
    await expect(passwordInput(ctx.page, '原密码')).toBeVisible();
  },
  async write(ctx) {
    for (const [field, value] of fields(ctx)) {
      await field.fill(value);
      await markTyped(field);
    }
    await ctx.page.getByRole('button', { name: '确认修改' }).click();
  },
  intact: (ctx) => secretsIntact(ctx.page, fields(ctx)),
  async effects(ctx) {
    const rows = await ctx.live.db.query<{ hash: string }>('select password_hash as hash from members where member_id = $1', [DEMO_BUYER.memberId]);
    if (!(await checkPassword(newPassword(ctx), rows[0]!.hash))) return 0;
    await ctx.live.db.query('update members set password_hash = $2 where member_id = $1', [DEMO_BUYER.memberId, ctx.data.demoHash]);
    return 1;
  },
  async done(ctx) {
    await expect(ctx.page.getByText('密码已修改')).toBeVisible();
    await expect(ctx.page).toHaveURL(/\/mine\/setting$/);
  },
};
