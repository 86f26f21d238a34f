import { describe, expect, it } from 'vitest';
import type { components } from '@gen/openapi.gen';
import type { CallBody } from '../../generated/client.gen';
import { sumMoney } from '@/domain';
import { DEMO_BUYER } from '../../gateway/seed';
import { useTestGateway } from './helpers/gateway';

type S = components['schemas'];

/**
 * Supply-chain financing: an application and its record, a drawdown against the available credit (exact
 * to the fen, once per idempotency key, never above what is available), the history page by page, and
 * buyer B refused on buyer A's records and loans (404, as a missing id; A's data unchanged).
 */
const env = useTestGateway();

const home = (token = env.a) => env.gw.client.ok('finance.home', { token });
const history = (body: Partial<CallBody<'finance.history'>> = {}, token = env.a) =>
  env.gw.client.ok('finance.history', { token, body: { pageNum: 1, pageSize: 10, ...body } });
const loans = (body: Partial<CallBody<'finance.loans'>> = {}, token = env.a) =>
  env.gw.client.ok('finance.loans', { token, body: { pageNum: 1, pageSize: 10, ...body } });
const drawdown = (body: Partial<CallBody<'finance.drawdown'>> & { idempotencyKey: string }, token = env.a) =>
  env.gw.client.call<S['FinanceDrawdown']>('finance.drawdown', { token, body: { amount: '100.00', termMonths: 6, ...body } });
const apply = (body: Partial<CallBody<'finance.apply'>>, token = env.a) =>
  env.gw.client.call<{ applyId: string; status: string }>('finance.apply', {
    token,
    body: {
      applyAmount: '200000.00',
      termMonths: 12,
      companyName: '上海示范建设工程有限公司',
      contactName: '张建国',
      contactMobile: DEMO_BUYER.mobile,
      ...body,
    },
  });

describe('finance.apply', () => {
  it('refuses bad input without recording anything', async () => {
    const before = (await history({ recordType: 'apply' })).total;
    for (const bad of [
      { termMonths: 0 },
      { termMonths: 37 },
      { applyAmount: '0.00' },
      { applyAmount: '1.234' },
      { contactMobile: '12345' },
      { purpose: '用'.repeat(201) },
    ]) {
      const result = await apply(bad);
      expect(result.status, JSON.stringify(bad)).toBe(400);
      expect(result.envelope.success).toBe(false);
    }
    expect((await history({ recordType: 'apply' })).total).toBe(before);
  });

  it('records an application under review: home, history and the record’s detail show it; a second one waits', async () => {
    const result = await apply({ purpose: '采购C30商砼' });
    expect(result.status).toBe(200);
    expect(result.envelope.data.status).toBe('reviewing');
    expect((await home()).applyStatus).toBe('reviewing');

    const [latest] = (await history({ recordType: 'apply' })).list;
    expect(latest).toMatchObject({ recordType: 'apply', amount: '200000.00', status: 'processing' });
    const detail = await env.gw.client.ok('finance.recordDetail', { token: env.a, query: { recordId: latest!.recordId } });
    expect(detail).toMatchObject({ recordId: latest!.recordId, recordType: 'apply', amount: '200000.00', termMonths: 12, status: 'processing' });

    const again = await apply({});
    expect(again.status).toBe(409);
    expect(again.envelope.code).toBe('FINANCE_REVIEWING');
  });
});

describe('finance.drawdown', () => {
  it('moves exactly the amount from available to used and loan balance, and books a loan and a processing record', async () => {
    const before = await home();
    expect(before).toMatchObject({ creditLimit: '500000.00', usedAmount: '80000.00', availableAmount: '420000.00', loanBalance: '80000.00' });
    const result = await drawdown({ amount: '1234.56', termMonths: 3, orderNo: 'DD2026091500009', idempotencyKey: 'fin-test-1' });
    expect(result.status).toBe(200);
    expect(result.envelope.data).toMatchObject({ amount: '1234.56', status: 'processing', availableAmount: '418765.44' });

    const after = await home();
    expect(after).toMatchObject({ usedAmount: '81234.56', availableAmount: '418765.44', loanBalance: '81234.56' });
    const loan = (await loans({ status: 'repaying' })).list.find((l) => l.loanNo === result.envelope.data.loanNo);
    expect(loan).toMatchObject({ amount: '1234.56', balance: '1234.56', status: 'repaying', orderNo: 'DD2026091500009', annualRate: '0.065' });
    const record = await env.gw.client.ok('finance.recordDetail', { token: env.a, query: { recordId: result.envelope.data.recordId } });
    expect(record).toMatchObject({
      recordType: 'drawdown',
      amount: '1234.56',
      principal: '1234.56',
      status: 'processing',
      termMonths: 3,
      loanNo: loan!.loanNo,
    });
  });

  it('happens once per idempotency key: a retry answers the same drawdown; the key with another request is refused', async () => {
    const first = await drawdown({ amount: '0.10', idempotencyKey: 'fin-test-retry' });
    const used = (await home()).usedAmount;
    const retry = await drawdown({ amount: '0.10', idempotencyKey: 'fin-test-retry' });
    expect(retry.status).toBe(200);
    expect(retry.envelope.data).toEqual(first.envelope.data);
    expect((await home()).usedAmount).toBe(used);
    const reused = await drawdown({ amount: '0.20', idempotencyKey: 'fin-test-retry' });
    expect(reused.status).toBe(409);
    expect(reused.envelope.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await home()).usedAmount).toBe(used);
  });

  it('refuses more than is available, 0, and a buyer without credit — nothing changes', async () => {
    const before = await home();
    const over = await drawdown({ amount: sumMoney([before.availableAmount, '0.01']), idempotencyKey: 'fin-test-over' });
    expect(over.status).toBe(400);
    expect(over.envelope.code).toBe('FINANCE_EXCEEDS_AVAILABLE');
    expect((await drawdown({ amount: '0.00', idempotencyKey: 'fin-test-zero' })).status).toBe(400);
    expect((await drawdown({ termMonths: 0, idempotencyKey: 'fin-test-term' })).status).toBe(400);
    expect(await home()).toEqual(before);

    const none = await drawdown({ amount: '1.00', idempotencyKey: 'fin-test-b' }, env.b);
    expect(none.status).toBe(400);
    expect(none.envelope.code).toBe('FINANCE_NO_CREDIT');
    expect((await loans({}, env.b)).total).toBe(0);
  });

  it('may draw all that is left, and then nothing more', async () => {
    const { availableAmount } = await home();
    expect((await drawdown({ amount: availableAmount, idempotencyKey: 'fin-test-all' })).envelope.data.availableAmount).toBe('0.00');
    expect(await home()).toMatchObject({ availableAmount: '0.00', usedAmount: '500000.00' });
    expect((await drawdown({ amount: '0.01', idempotencyKey: 'fin-test-more' })).envelope.code).toBe('FINANCE_EXCEEDS_AVAILABLE');
  });
});

describe('finance.history', () => {
  it('pages through the records newest first without repeats, and filters by type', async () => {
    const all = await history({ pageSize: 100 });
    expect(all.total).toBeGreaterThanOrEqual(7);
    const seen: string[] = [];
    for (let pageNum = 1; seen.length < all.total; pageNum++) {
      const page = await history({ pageNum, pageSize: 2 });
      expect(page).toMatchObject({ total: all.total, pageNum, pageSize: 2 });
      expect(page.list.length).toBeLessThanOrEqual(2);
      expect(page.list.length).toBeGreaterThan(0);
      seen.push(...page.list.map((r) => r.recordId));
    }
    expect(seen).toEqual(all.list.map((r) => r.recordId));
    expect(new Set(seen).size).toBe(seen.length);
    expect((await history({ pageNum: 99, pageSize: 2 })).list).toEqual([]);

    const drawdowns = await history({ recordType: 'drawdown', pageSize: 100 });
    expect(drawdowns.list.every((r) => r.recordType === 'drawdown')).toBe(true);
    expect(drawdowns.total).toBe(all.list.filter((r) => r.recordType === 'drawdown').length);
  });
});

describe('buyer B on buyer A’s financing', () => {
  it('gets 404 on A’s record, as on a missing one, and sees none of A’s records or loans; A’s stay unchanged', async () => {
    const aRecords = await history({ pageSize: 100 });
    const aLoans = await loans({ pageSize: 100 });
    for (const recordId of ['fr_a_1', aRecords.list[0]!.recordId]) {
      const result = await env.gw.client.call('finance.recordDetail', { token: env.b, query: { recordId } });
      expect(result.status).toBe(404);
      expect(result.envelope.success).toBe(false);
    }
    const missing = await env.gw.client.call('finance.recordDetail', { token: env.b, query: { recordId: 'fr_missing' } });
    expect(missing.status).toBe(404);
    expect(missing.envelope.message).toBe((await env.gw.client.call('finance.recordDetail', { token: env.b, query: { recordId: 'fr_a_1' } })).envelope.message);

    expect((await history({ pageSize: 100 }, env.b)).total).toBe(0);
    expect((await loans({ pageSize: 100 }, env.b)).total).toBe(0);
    expect(await home(env.b)).toMatchObject({ applyStatus: 'none', creditLimit: '0.00', availableAmount: '0.00' });
    expect(await history({ pageSize: 100 })).toEqual(aRecords);
    expect(await loans({ pageSize: 100 })).toEqual(aLoans);
  });
});
