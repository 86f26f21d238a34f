import { describe, expect, it } from 'vitest';
import { app, menuButtons } from '@gen/constants.gen';
import { PAY_PASSWORD_LOCK, subtractMoney } from '@/domain';
import { DEMO_BUYER, SECOND_BUYER } from '../../gateway/seed';
import { latestCode, useTestGateway } from './helpers/gateway';

/**
 * The buyer's wallet (capital.*): bills and their filters, bill detail and ERP receipt, binding a card,
 * the withdrawal (exactly once per idempotency key, never over the available balance), the one
 * pay-password check with its lock (shared with the cashier's wallet pay), setting it again by SMS, and
 * buyer B refused on buyer A's bills, receipts and cards (404 as if they did not exist).
 */
const env = useTestGateway();

const account = (token = env.a) => env.gw.client.ok('capital.account', { token });
const withdraw = (body: { amount: string; payPassword: string; idempotencyKey: string; bankCardId?: string }, token = env.a) =>
  env.gw.client.call<{ withdrawId: string }>('capital.withdraw', { token, body: { bankCardId: 'bc_a_1', ...body } });
const bills = (body: Record<string, unknown> = {}, token = env.a) => env.gw.client.ok('capital.bills', { token, body: { pageNum: 1, pageSize: 50, ...body } });

/** Sends a payPassword code to the mobile and reads it from the development inbox. */
async function payPasswordCode(mobile: string): Promise<string> {
  await env.gw.client.ok('auth.sendCode', { query: { mobile, scene: 'payPassword' } });
  return latestCode(env.gw, mobile, 'payPassword');
}

/** Forgets the member's wrong pay passwords (each test starts with a clean count). */
const clearTries = (memberId = DEMO_BUYER.memberId) => env.gw.db.query('delete from pay_password_attempts where member_id = $1', [memberId]);

describe('account, bills and receipts', () => {
  it('shows balance, available (balance − frozen), frozen and the masked bound cards', async () => {
    const acc = await account();
    expect(acc).toMatchObject({ balance: '50000.00', frozenAmount: '2000.00', availableBalance: '48000.00', hasPayPassword: true });
    expect(acc.bankCards).toEqual([
      expect.objectContaining({ bankCardId: 'bc_a_1', bankName: '中国建设银行', cardNoMasked: expect.stringMatching(/\*+0123$/) }),
    ]);
  });

  it('filters bills by type, direction and date range, newest first; a receive bill links its ERP receipt', async () => {
    const all = await bills();
    expect(all.list.map((x) => x.billId)).toEqual(['bill_a_5', 'bill_a_4', 'bill_a_3', 'bill_a_2', 'bill_a_1']);
    expect((await bills({ direction: 'out' })).list.map((x) => x.billId)).toEqual(['bill_a_4', 'bill_a_2']);
    expect((await bills({ billType: 'receive' })).list.map((x) => x.billId)).toEqual(['bill_a_3']);
    const recent = await bills({ startDate: new Date(Date.now() - 15 * 86_400_000).toISOString().slice(0, 10) });
    expect(recent.list.map((x) => x.billId)).toEqual(['bill_a_5', 'bill_a_4']);
    expect(
      (await env.gw.client.call('capital.bills', { token: env.a, body: { pageNum: 1, pageSize: 10, startDate: '2026-02-01', endDate: '2026-01-01' } })).status,
    ).toBe(400);
    const receive = await env.gw.client.ok('capital.billDetail', { token: env.a, query: { billId: 'bill_a_3' } });
    expect(receive.erpReceiveId).toBe('erp_a_1');
    const receipt = await env.gw.client.ok('capital.erpReceiveDetail', { token: env.a, query: { receiveId: 'erp_a_1' } });
    expect(receipt).toMatchObject({ receiveNo: 'SK2026100300001', amount: '5000.00' });
    expect(receipt.allocations.map((x) => x.amount)).toEqual(['3000.00', '2000.00']);
  });
});

describe('binding a card', () => {
  it('binds a card of the member’s own name with a code sent to the bank-reserved mobile; refuses a wrong code, another holder and the same card twice', async () => {
    const card = { bankCardNo: '6222021234567890', bankName: '中国工商银行', accountName: '张建国', mobile: '13911112222' };
    expect((await env.gw.client.call('capital.bindCard', { token: env.a, body: { ...card, smsCode: '000000' } })).envelope.code).toBe('SMS_CODE_INVALID');
    expect((await env.gw.client.call('capital.bindCard', { token: env.a, body: { ...card, accountName: '王五', smsCode: '000000' } })).status).toBe(400);
    expect((await env.gw.client.call('capital.bindCard', { token: env.a, body: { ...card, bankCardNo: '6222-0212', smsCode: '000000' } })).status).toBe(400);
    const bound = await env.gw.client.ok('capital.bindCard', { token: env.a, body: { ...card, smsCode: await payPasswordCode(card.mobile) } });
    expect(bound.cardNoMasked).toMatch(/^\*+7890$/);
    expect((await account()).bankCards.map((c) => c.bankCardId)).toContain(bound.bankCardId);
    const again = await env.gw.client.call('capital.bindCard', { token: env.a, body: { ...card, smsCode: await payPasswordCode(card.mobile) } });
    expect(again.envelope.code).toBe('CARD_EXISTS');
  });
});

describe('withdrawal and the pay password', () => {
  it('a wrong pay password says so with the tries left and leaves the balance; the right one debits once per key and books a bill', async () => {
    await clearTries();
    const before = await account();
    const wrong = await withdraw({ amount: '100.50', payPassword: '000000', idempotencyKey: 'wd-1' });
    expect(wrong.status).toBe(400);
    expect(wrong.envelope).toMatchObject({ code: 'PAY_PASSWORD_WRONG', data: { triesLeft: PAY_PASSWORD_LOCK.maxFailures - 1 } });
    expect((await account()).balance).toBe(before.balance);

    const done = await withdraw({ amount: '100.50', payPassword: DEMO_BUYER.payPassword, idempotencyKey: 'wd-1' });
    expect(done.status).toBe(200);
    const after = await account();
    expect(after.balance).toBe(subtractMoney(before.balance, '100.50'));
    expect(after.availableBalance).toBe(subtractMoney(before.availableBalance, '100.50'));
    // A retry with the same key answers the same withdrawal and debits nothing more; the key with another amount is refused.
    const retry = await withdraw({ amount: '100.50', payPassword: DEMO_BUYER.payPassword, idempotencyKey: 'wd-1' });
    expect(retry.envelope.data).toEqual(done.envelope.data);
    expect((await withdraw({ amount: '1.00', payPassword: DEMO_BUYER.payPassword, idempotencyKey: 'wd-1' })).envelope.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await account()).balance).toBe(after.balance);

    const listed = (await bills({ billType: 'withdraw' })).list.filter((x) => x.billId === done.envelope.data.withdrawId);
    expect(listed).toEqual([expect.objectContaining({ direction: 'out', amount: '100.50', balanceAfter: after.balance, status: 'processing' })]);
    const detail = await env.gw.client.ok('capital.billDetail', { token: env.a, query: { billId: done.envelope.data.withdrawId } });
    expect(detail).toMatchObject({ billType: 'withdraw', amount: '100.50', bankCardNoMasked: expect.stringMatching(/0123$/) });
    // The right password forgot the wrong try: a full count again.
    expect((await withdraw({ amount: '1.00', payPassword: '000000', idempotencyKey: 'wd-2' })).envelope.data).toEqual({
      triesLeft: PAY_PASSWORD_LOCK.maxFailures - 1,
    });
  });

  it('refuses more than the available balance, nothing and a negative amount — before the password, the balance unchanged', async () => {
    await clearTries();
    const before = await account();
    const over = await withdraw({ amount: subtractMoney(before.availableBalance, '-0.01'), payPassword: DEMO_BUYER.payPassword, idempotencyKey: 'wd-over' });
    expect(over.envelope.code).toBe('BALANCE_NOT_ENOUGH');
    // Frozen money is not available: the whole balance is over the available part.
    expect((await withdraw({ amount: before.balance, payPassword: DEMO_BUYER.payPassword, idempotencyKey: 'wd-frozen' })).envelope.code).toBe(
      'BALANCE_NOT_ENOUGH',
    );
    expect((await withdraw({ amount: '0.00', payPassword: DEMO_BUYER.payPassword, idempotencyKey: 'wd-zero' })).status).toBe(400);
    expect((await withdraw({ amount: '-5.00', payPassword: DEMO_BUYER.payPassword, idempotencyKey: 'wd-neg' })).status).toBe(400);
    expect((await withdraw({ amount: '1.001', payPassword: DEMO_BUYER.payPassword, idempotencyKey: 'wd-3dp' })).status).toBe(400);
    expect((await account()).balance).toBe(before.balance);
  });

  it(`locks the pay password after ${PAY_PASSWORD_LOCK.maxFailures} wrong tries with the time left — for withdrawal and the cashier’s wallet pay alike — until the lock ends or it is reset by SMS`, async () => {
    await clearTries();
    const before = await account();
    for (let i = 1; i < PAY_PASSWORD_LOCK.maxFailures; i++) {
      const wrong = await withdraw({ amount: '1.00', payPassword: '999999', idempotencyKey: `lock-${i}` });
      expect(wrong.envelope).toMatchObject({ code: 'PAY_PASSWORD_WRONG', data: { triesLeft: PAY_PASSWORD_LOCK.maxFailures - i } });
    }
    const locking = await withdraw({ amount: '1.00', payPassword: '999999', idempotencyKey: 'lock-last' });
    expect(locking.status).toBe(429);
    expect(locking.envelope.code).toBe('PAY_PASSWORD_LOCKED');
    const { secondsLeft } = locking.envelope.data as unknown as { secondsLeft: number };
    expect(secondsLeft).toBeGreaterThan(PAY_PASSWORD_LOCK.lockMinutes * 60 - 5);
    expect(secondsLeft).toBeLessThanOrEqual(PAY_PASSWORD_LOCK.lockMinutes * 60);
    expect(locking.envelope.message).toContain(`${PAY_PASSWORD_LOCK.lockMinutes}分钟`);
    // Locked: even the right password is not checked, here and at the cashier's wallet pay (the same check).
    expect((await withdraw({ amount: '1.00', payPassword: DEMO_BUYER.payPassword, idempotencyKey: 'lock-right' })).envelope.code).toBe('PAY_PASSWORD_LOCKED');
    const wallet = await env.gw.client.call('pay.wallet', {
      token: env.a,
      body: { orderId: 'o_none', idempotencyKey: 'lock-wallet', payPassword: DEMO_BUYER.payPassword },
    });
    expect(wallet.envelope.code).toBe('PAY_PASSWORD_LOCKED');
    expect(
      (await env.gw.client.call('capital.updatePayPassword', { token: env.a, body: { oldPayPassword: DEMO_BUYER.payPassword, newPayPassword: '111111' } }))
        .envelope.code,
    ).toBe('PAY_PASSWORD_LOCKED');
    expect((await account()).balance).toBe(before.balance);
    // Another buyer is not locked.
    expect(
      (
        await env.gw.client.call('capital.withdraw', {
          token: env.b,
          body: { amount: '1.00', bankCardId: 'bc_none', payPassword: '000000', idempotencyKey: 'b' },
        })
      ).status,
    ).toBe(404);

    // The lock ends lockMinutes after the try that set it: the count then starts over.
    await env.gw.db.query(`update pay_password_attempts set failed_at = failed_at - make_interval(mins => $2) where member_id = $1`, [
      DEMO_BUYER.memberId,
      PAY_PASSWORD_LOCK.lockMinutes,
    ]);
    const afterLock = await withdraw({ amount: '1.00', payPassword: '999999', idempotencyKey: 'lock-after' });
    expect(afterLock.envelope).toMatchObject({ code: 'PAY_PASSWORD_WRONG', data: { triesLeft: PAY_PASSWORD_LOCK.maxFailures - 1 } });

    // Locked again, then reset by an SMS code: the new password works at once.
    for (let i = 2; i <= PAY_PASSWORD_LOCK.maxFailures; i++) await withdraw({ amount: '1.00', payPassword: '999999', idempotencyKey: `relock-${i}` });
    expect((await withdraw({ amount: '1.00', payPassword: DEMO_BUYER.payPassword, idempotencyKey: 'relock-right' })).envelope.code).toBe('PAY_PASSWORD_LOCKED');
    const smsCode = await payPasswordCode(DEMO_BUYER.mobile);
    expect((await env.gw.client.call('capital.resetPayPassword', { token: env.a, body: { smsCode: '000000', newPayPassword: '246810' } })).status).toBe(400);
    await env.gw.client.ok('capital.resetPayPassword', { token: env.a, body: { smsCode, newPayPassword: '246810' } });
    expect((await withdraw({ amount: '1.00', payPassword: DEMO_BUYER.payPassword, idempotencyKey: 'reset-old' })).envelope.code).toBe('PAY_PASSWORD_WRONG');
    expect((await withdraw({ amount: '1.00', payPassword: '246810', idempotencyKey: 'reset-new' })).status).toBe(200);
    expect((await account()).balance).toBe(subtractMoney(before.balance, '1.00'));
    // Changed with the old one back to the demo password.
    await env.gw.client.ok('capital.updatePayPassword', { token: env.a, body: { oldPayPassword: '246810', newPayPassword: DEMO_BUYER.payPassword } });
    expect((await withdraw({ amount: '1.00', payPassword: DEMO_BUYER.payPassword, idempotencyKey: 'back' })).status).toBe(200);
  });
});

describe('another buyer', () => {
  it('buyer B gets 404 for A’s bills, receipts and cards, sees none of them, and A’s data stays as it was', async () => {
    const before = await account();
    const aBills = await bills();
    expect((await env.gw.client.call('capital.billDetail', { token: env.b, query: { billId: 'bill_a_3' } })).status).toBe(404);
    expect((await env.gw.client.call('capital.erpReceiveDetail', { token: env.b, query: { receiveId: 'erp_a_1' } })).status).toBe(404);
    const foreign = await env.gw.client.call('capital.withdraw', {
      token: env.b,
      body: { amount: '1.00', bankCardId: 'bc_a_1', payPassword: SECOND_BUYER.payPassword, idempotencyKey: 'b-foreign' },
    });
    expect(foreign.status).toBe(404);
    // A card id that does not exist answers alike.
    expect(
      (
        await env.gw.client.call('capital.withdraw', {
          token: env.b,
          body: { amount: '1.00', bankCardId: 'bc_missing', payPassword: SECOND_BUYER.payPassword, idempotencyKey: 'b-missing' },
        })
      ).envelope.message,
    ).toBe(foreign.envelope.message);
    const bAccount = await account(env.b);
    expect(bAccount.bankCards).toEqual([]);
    expect(bAccount.balance).toBe('800.00');
    expect((await bills({}, env.b)).list.map((x) => x.billId)).toEqual(['bill_b_1']);
    expect(await account()).toEqual(before);
    expect(await bills()).toEqual(aBills);
  });
});

describe('the withdraw button of the menu tree (btn_capital_withdraw)', () => {
  it('refuses buyer B, whose menu tree leaves withdrawing out, with 400 NO_PERMISSION before the password — then lets B once the button is on', async () => {
    // B's own card, so the refusal is the button's and not the card's (another's card answers 404).
    await env.gw.db.query(
      `insert into bank_cards (bank_card_id, member_id, bank_name, card_no, account_name) values ('bc_b_test', $1, '中国银行', '6216600000000004567', '李四')`,
      [SECOND_BUYER.memberId],
    );
    const bWithdraw = (payPassword: string, idempotencyKey: string) =>
      env.gw.client.call('capital.withdraw', { token: env.b, body: { amount: '1.00', bankCardId: 'bc_b_test', payPassword, idempotencyKey } });
    const before = await account(env.b);
    for (const password of [SECOND_BUYER.payPassword, '000000']) {
      const refused = await bWithdraw(password, `b-no-permission-${password}`);
      expect(refused.status).toBe(400);
      expect(refused.envelope).toMatchObject({ success: false, code: 'NO_PERMISSION' });
    }
    // Nothing debited, and the wrong password was never checked (no wrong try counted).
    expect(await account(env.b)).toEqual(before);
    expect(await env.gw.db.query('select 1 from pay_password_attempts where member_id = $1', [SECOND_BUYER.memberId])).toHaveLength(0);

    await env.gw.db.query('update member_buttons set selected = true where member_id = $1 and btn_id = $2', [
      SECOND_BUYER.memberId,
      menuButtons.capitalWithdraw,
    ]);
    expect((await bWithdraw(SECOND_BUYER.payPassword, 'b-allowed')).status).toBe(200);
    expect((await account(env.b)).balance).toBe(subtractMoney(before.balance, '1.00'));
  });

  it('lets buyer A, whose menu tree has the button, withdraw', async () => {
    const menu = await env.gw.client.ok('auth.menuTree', { token: env.a, query: { platform: app.menuPlatform } });
    expect(menu.buttonList.find((button) => button.btnId === menuButtons.capitalWithdraw)?.selected).toBe(true);
    await clearTries();
    const done = await withdraw({ amount: '1.00', payPassword: DEMO_BUYER.payPassword, idempotencyKey: 'a-allowed' });
    expect(done.status).toBe(200);
  });
});
