import { menuButtons } from '@gen/constants.gen';
import { capitalBindCardFields, financeApplyFields, financeDrawdownFields } from '@gen/fields.gen';
import type { components } from '@gen/openapi.gen';
import { afterDrawdown, creditUse, FINANCE_TERM_MONTHS, financeAmountProblem, subtractMoney, withdrawAmountProblem, type CreditUse } from '@/domain';
import type { Queryable } from '../db';
import { badRequest, conflict, notFound } from '../errors';
import { compact, datetime, decimal, maskCardNo, money, optDatetime } from '../lib/format';
import { newId } from '../lib/ids';
import { loadMember, mayPress, requireButton, type MemberRow } from '../members';
import { hashPassword, isValidPayPassword } from '../passwords';
import { clearPayPasswordFailures, verifyPayPassword } from '../payPassword';
import type { GatewaySettings } from '../settings';
import { checkSmsCode } from '../sms';
import { idempotent } from './order';
import { boundedDecimal, checkDateRange, optionalText, pageOf, paging, requiredText } from './shared';
import { memberOf, type AreaHandlers } from './types';

type S = components['schemas'];

/** The largest single financing application, and the most bank cards one member binds. */
export const MAX_FINANCE_AMOUNT = '100000000.00';
export const MAX_BANK_CARDS = 10;

/**
 * A wallet record number: ZJ, the local day (YYYYMMDD) and the document sequence in 6 digits, the one
 * format of every record (the demo's included), as order numbers have it.
 */
export function walletBillNo(day: Date, seq: number): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `ZJ${day.getFullYear()}${pad(day.getMonth() + 1)}${pad(day.getDate())}${pad(seq, 6)}`;
}

/** The next wallet record number, from the shared document sequence. */
export async function nextWalletBillNo(tx: Queryable): Promise<string> {
  const seq = (await tx.query<{ n: number }>(`select nextval('doc_no_seq') as n`))[0]!.n;
  return walletBillNo(new Date(), Number(seq));
}

const BILL_TYPE_NAMES: Record<S['CapitalBill']['billType'], string> = {
  recharge: '充值',
  payment: '支付',
  refund: '退款',
  withdraw: '提现',
  receive: 'ERP收款',
};

interface BillRow {
  bill_id: string;
  bill_no: string;
  bill_type: S['CapitalBill']['billType'];
  direction: S['CapitalBill']['direction'];
  amount: string;
  balance_after: string | null;
  status: S['CapitalBill']['status'];
  order_no: string | null;
  contract_no: string | null;
  counterparty_name: string | null;
  pay_way: string | null;
  bank_card_no_masked: string | null;
  erp_receive_id: string | null;
  fail_reason: string | null;
  remark: string | null;
  create_time: Date;
  finish_time: Date | null;
}

function toBill(b: BillRow): S['CapitalBill'] {
  return compact({
    billId: b.bill_id,
    billNo: b.bill_no,
    billType: b.bill_type,
    billTypeName: BILL_TYPE_NAMES[b.bill_type],
    direction: b.direction,
    amount: money(b.amount),
    balanceAfter: b.balance_after === null ? null : money(b.balance_after),
    status: b.status,
    orderNo: b.order_no,
    createTime: datetime(b.create_time),
  });
}

/** The member's available balance (balance − frozen; 0.00 without an account). */
async function availableOf(db: Queryable, memberId: string): Promise<string> {
  const account = (
    await db.query<{ balance: string; frozen_amount: string }>('select balance, frozen_amount from capital_accounts where member_id = $1', [memberId])
  )[0];
  return account === undefined ? '0.00' : subtractMoney(account.balance, account.frozen_amount);
}

/** Stores a new pay password; its count of wrong tries (and any lock) starts over. */
async function setPayPassword(db: Queryable, member: MemberRow, payPassword: string, rounds: number): Promise<void> {
  if (!isValidPayPassword(payPassword)) throw badRequest('支付密码须为6位数字');
  await db.query('update members set pay_password_hash = $2 where member_id = $1', [member.member_id, await hashPassword(payPassword, rounds)]);
  await clearPayPasswordFailures(db, member.member_id);
}

/** The SMS check of the pay-password scene, sent to the member's own mobile. */
async function checkMemberCode(db: Queryable, settings: GatewaySettings, member: MemberRow, code: string): Promise<void> {
  if (member.mobile === null) throw badRequest('当前账号未绑定手机号');
  await checkSmsCode(db, settings, member.mobile, 'payPassword', code);
}

interface LoanRow {
  loan_id: string;
  loan_no: string;
  amount: string;
  balance: string;
  annual_rate: string;
  start_date: string;
  due_date: string;
  status: S['FinanceLoan']['status'];
  order_no: string | null;
}

interface RecordRow {
  record_id: string;
  record_type: S['FinanceRecord']['recordType'];
  amount: string;
  status: S['FinanceRecord']['status'];
  loan_no: string | null;
  order_no: string | null;
  principal: string | null;
  interest: string | null;
  term_months: number | null;
  fail_reason: string | null;
  remark: string | null;
  create_time: Date;
  finish_time: Date | null;
}

/** The annual rate of a new drawdown's loan (the demo partner's one rate; a real partner prices each loan). */
export const DRAWDOWN_ANNUAL_RATE = '0.0650';

/** Used and available credit of a member: the shared rule over the open (repaying or overdue) loans. */
async function creditOf(db: Queryable, memberId: string): Promise<CreditUse> {
  const profile = (await db.query<{ credit_limit: string }>('select credit_limit from finance_profiles where member_id = $1', [memberId]))[0];
  const loans = await db.query<{ balance: string }>(`select balance from finance_loans where member_id = $1 and status in ('repaying', 'overdue')`, [memberId]);
  return creditUse(
    profile?.credit_limit ?? '0',
    loans.map((l) => l.balance),
  );
}

export const capitalHandlers: AreaHandlers<'capital' | 'finance'> = {
  async 'capital.account'(ctx) {
    const memberId = memberOf(ctx);
    const member = await loadMember(ctx.db, memberId);
    const account = (
      await ctx.db.query<{ balance: string; frozen_amount: string }>('select balance, frozen_amount from capital_accounts where member_id = $1', [memberId])
    )[0] ?? { balance: '0', frozen_amount: '0' };
    const cards = await ctx.db.query<{ bank_card_id: string; bank_name: string; card_no: string; account_name: string; branch_name: string | null }>(
      'select * from bank_cards where member_id = $1 order by created_at, bank_card_id',
      [memberId],
    );
    return {
      balance: money(account.balance),
      availableBalance: subtractMoney(account.balance, account.frozen_amount),
      frozenAmount: money(account.frozen_amount),
      hasPayPassword: member.pay_password_hash !== null,
      bankCards: cards.map((c) =>
        compact({
          bankCardId: c.bank_card_id,
          bankName: c.bank_name,
          cardNoMasked: maskCardNo(c.card_no),
          accountName: c.account_name,
          branchName: c.branch_name,
        }),
      ),
    };
  },

  async 'capital.bills'(ctx) {
    const { body } = ctx;
    checkDateRange(body.startDate, body.endDate);
    const w = paging(body.pageNum, body.pageSize);
    const where = `where member_id = $1 and ($2::text is null or bill_type = $2) and ($3::text is null or direction = $3)
       and ($4::date is null or create_time::date >= $4::date) and ($5::date is null or create_time::date <= $5::date)`;
    const params = [memberOf(ctx), body.billType ?? null, body.direction ?? null, body.startDate ?? null, body.endDate ?? null];
    const rows = await ctx.db.query<BillRow>(`select * from capital_bills ${where} order by create_time desc, bill_id limit $6 offset $7`, [
      ...params,
      w.limit,
      w.offset,
    ]);
    const total = (await ctx.db.query<{ n: number }>(`select count(*) as n from capital_bills ${where}`, params))[0]!.n;
    return pageOf(rows.map(toBill), total, w);
  },

  async 'capital.billDetail'(ctx) {
    const rows = await ctx.db.query<BillRow>('select * from capital_bills where bill_id = $1 and member_id = $2', [ctx.query.billId, memberOf(ctx)]);
    const b = rows[0];
    if (b === undefined) throw notFound('资金明细');
    return compact({
      ...toBill(b),
      contractNo: b.contract_no,
      counterpartyName: b.counterparty_name,
      payWay: b.pay_way,
      bankCardNoMasked: b.bank_card_no_masked,
      erpReceiveId: b.erp_receive_id,
      failReason: b.fail_reason,
      remark: b.remark,
      finishTime: optDatetime(b.finish_time),
    });
  },

  async 'capital.erpReceiveDetail'(ctx) {
    const rows = await ctx.db.query<{
      receive_id: string;
      receive_no: string;
      seller_name: string;
      amount: string;
      receive_date: string;
      pay_way: string | null;
      bank_name: string | null;
      allocations: S['ErpReceiveAllocation'][];
      remark: string | null;
    }>('select * from erp_receipts where receive_id = $1 and member_id = $2', [ctx.query.receiveId, memberOf(ctx)]);
    const r = rows[0];
    if (r === undefined) throw notFound('ERP收款');
    return compact({
      receiveId: r.receive_id,
      receiveNo: r.receive_no,
      sellerName: r.seller_name,
      amount: money(r.amount),
      receiveDate: r.receive_date,
      payWay: r.pay_way,
      bankName: r.bank_name,
      allocations: r.allocations.map((a) => compact({ ...a, amount: money(a.amount) })),
      remark: r.remark,
    });
  },

  async 'capital.bindCard'(ctx) {
    const { body, db, settings } = ctx;
    const memberId = memberOf(ctx);
    const member = await loadMember(db, memberId);
    const accountName = requiredText(body.accountName, capitalBindCardFields.accountName.maxLength, '持卡人');
    if (accountName !== member.real_name && accountName !== member.company_name) throw badRequest('持卡人须与实名姓名或企业名称一致');
    const count = (await db.query<{ n: number }>('select count(*) as n from bank_cards where member_id = $1', [memberId]))[0]!.n;
    if (count >= MAX_BANK_CARDS) throw badRequest(`最多绑定${MAX_BANK_CARDS}张银行卡`);
    if ((await db.query('select 1 from bank_cards where member_id = $1 and card_no = $2', [memberId, body.bankCardNo])).length > 0)
      throw conflict('该银行卡已绑定', 'CARD_EXISTS');
    // The code goes to the mobile reserved at the bank (scene payPassword of `send code`).
    await checkSmsCode(db, settings, body.mobile, 'payPassword', body.smsCode);
    const bankCardId = newId('bc');
    const bankName = requiredText(body.bankName, capitalBindCardFields.bankName.maxLength, '开户银行');
    const branchName = optionalText(body.branchName, capitalBindCardFields.branchName.maxLength, '开户支行');
    await db.query('insert into bank_cards (bank_card_id, member_id, bank_name, card_no, account_name, branch_name) values ($1, $2, $3, $4, $5, $6)', [
      bankCardId,
      memberId,
      bankName,
      body.bankCardNo,
      accountName,
      branchName,
    ]);
    return compact({ bankCardId, bankName, cardNoMasked: maskCardNo(body.bankCardNo), accountName, branchName });
  },

  async 'capital.withdraw'(ctx) {
    const { body, db } = ctx;
    const memberId = memberOf(ctx);
    // The card, the permission and the amount first (another member's card answers 404 whatever the
    // password), then the one pay-password check with its lock, outside the transaction so a wrong try stays counted.
    const card = (
      await db.query<{ card_no: string }>('select card_no from bank_cards where bank_card_id = $1 and member_id = $2', [body.bankCardId, memberId])
    )[0];
    if (card === undefined) throw notFound('银行卡');
    // Withdrawing is a button of the menu tree: a buyer without it is refused (not 403, which the app
    // reads as an expired login), before the password is checked, so a refused try counts no wrong try.
    if (!(await mayPress(db, memberId, menuButtons.capitalWithdraw))) throw badRequest('您的账号没有提现权限，请联系企业管理员开通', 'NO_PERMISSION');
    const problem = withdrawAmountProblem(body.amount, await availableOf(db, memberId));
    if (problem === 'notPositive') throw badRequest('提现金额须大于0');
    if (problem === 'exceeds') throw badRequest('提现金额超过可提现余额', 'BALANCE_NOT_ENOUGH');
    await verifyPayPassword(db, await loadMember(db, memberId), body.payPassword, ctx);
    return db.transaction((tx) =>
      // Once per key: a retry answers the first withdrawal and debits nothing more.
      idempotent(tx, memberId, 'capital.withdraw', body.idempotencyKey, { ...body, payPassword: undefined }, async () => {
        // Checked again as the balance is debited: a payment in between may have used the money.
        const debited = await tx.query<{ balance: string }>(
          'update capital_accounts set balance = balance - $2 where member_id = $1 and balance - frozen_amount >= $2 returning balance',
          [memberId, body.amount],
        );
        if (debited[0] === undefined) throw badRequest('提现金额超过可提现余额', 'BALANCE_NOT_ENOUGH');
        const withdrawId = newId('wd');
        await tx.query(
          `insert into capital_bills (bill_id, bill_no, member_id, bill_type, direction, amount, balance_after, status, bank_card_no_masked, finish_time)
           values ($1, $2, $3, 'withdraw', 'out', $4, $5, 'processing', $6, null)`,
          [withdrawId, await nextWalletBillNo(tx), memberId, money(body.amount), money(debited[0].balance), maskCardNo(card.card_no)],
        );
        const arrival = (await tx.query<{ at: Date }>(`select now() + interval '1 day' as at`))[0]!.at;
        return { withdrawId, status: 'processing' as const, expectedArrival: datetime(arrival) };
      }),
    );
  },

  async 'capital.setPayPassword'(ctx) {
    const member = await loadMember(ctx.db, memberOf(ctx));
    if (member.pay_password_hash !== null) throw conflict('已设置支付密码，请使用修改或重置', 'PAY_PASSWORD_EXISTS');
    if (!isValidPayPassword(ctx.body.payPassword)) throw badRequest('支付密码须为6位数字');
    await checkMemberCode(ctx.db, ctx.settings, member, ctx.body.smsCode);
    await setPayPassword(ctx.db, member, ctx.body.payPassword, ctx.settings.bcryptRounds);
    return null;
  },

  async 'capital.resetPayPassword'(ctx) {
    const member = await loadMember(ctx.db, memberOf(ctx));
    if (!isValidPayPassword(ctx.body.newPayPassword)) throw badRequest('支付密码须为6位数字');
    await checkMemberCode(ctx.db, ctx.settings, member, ctx.body.smsCode);
    await setPayPassword(ctx.db, member, ctx.body.newPayPassword, ctx.settings.bcryptRounds);
    return null;
  },

  async 'capital.updatePayPassword'(ctx) {
    const member = await loadMember(ctx.db, memberOf(ctx));
    await verifyPayPassword(ctx.db, member, ctx.body.oldPayPassword, ctx);
    await setPayPassword(ctx.db, member, ctx.body.newPayPassword, ctx.settings.bcryptRounds);
    return null;
  },

  async 'finance.home'(ctx) {
    const memberId = memberOf(ctx);
    const profile = (
      await ctx.db.query<{ credit_limit: string; partner_name: string | null; partner_url: string | null }>(
        'select * from finance_profiles where member_id = $1',
        [memberId],
      )
    )[0];
    const latest = (
      await ctx.db.query<{ status: S['FinanceHome']['applyStatus']; reject_reason: string | null }>(
        'select status, reject_reason from finance_applications where member_id = $1 order by created_at desc limit 1',
        [memberId],
      )
    )[0];
    const creditLimit = money(profile?.credit_limit ?? '0');
    const { used, available } = await creditOf(ctx.db, memberId);
    return compact({
      applyStatus: latest?.status ?? 'none',
      creditLimit,
      usedAmount: used,
      availableAmount: available,
      loanBalance: used,
      partnerName: profile?.partner_name ?? '示范供应链金融',
      partnerUrl: profile?.partner_url ?? 'https://finance.example.com/partner',
      rejectReason: latest?.reject_reason,
    });
  },

  async 'finance.apply'(ctx) {
    const { body, db } = ctx;
    const memberId = memberOf(ctx);
    await requireButton(db, memberId, menuButtons.financeApply, '申请融资');
    const amount = money(boundedDecimal(body.applyAmount, MAX_FINANCE_AMOUNT, '申请金额'));
    if (body.termMonths < 1 || body.termMonths > 36) throw badRequest('期限须为1至36个月');
    const fields = [
      optionalText(body.companyName, financeApplyFields.companyName.maxLength, '企业名称'),
      requiredText(body.contactName, financeApplyFields.contactName.maxLength, '联系人'),
      body.contactMobile,
      optionalText(body.purpose, financeApplyFields.purpose.maxLength, '资金用途'),
    ];
    return db.transaction(async (tx) => {
      const open = await tx.query(`select 1 from finance_applications where member_id = $1 and status = 'reviewing'`, [memberId]);
      if (open.length > 0) throw conflict('已有审核中的融资申请', 'FINANCE_REVIEWING');
      const applyId = newId('fa');
      await tx.query(
        `insert into finance_applications (apply_id, member_id, apply_amount, term_months, company_name, contact_name, contact_mobile, purpose) values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [applyId, memberId, amount, body.termMonths, ...fields],
      );
      await tx.query(
        `insert into finance_records (record_id, member_id, record_type, amount, status, term_months, remark) values ($1, $2, 'apply', $3, 'processing', $4, '融资申请审核中')`,
        [newId('fr'), memberId, amount, body.termMonths],
      );
      return { applyId, status: 'reviewing' as const };
    });
  },

  async 'finance.drawdown'(ctx) {
    const { body, db } = ctx;
    const memberId = memberOf(ctx);
    if (body.termMonths < FINANCE_TERM_MONTHS.min || body.termMonths > FINANCE_TERM_MONTHS.max) throw badRequest('期限须为1至36个月');
    const orderNo = optionalText(body.orderNo, financeDrawdownFields.orderNo.maxLength, '订单号');
    return db.transaction((tx) =>
      idempotent(tx, memberId, 'finance.drawdown', body.idempotencyKey, body, async () => {
        // The profile row is locked first: two drawdowns of one buyer at once are checked one after the other.
        const profile = (await tx.query<{ credit_limit: string }>('select credit_limit from finance_profiles where member_id = $1 for update', [memberId]))[0];
        if (profile === undefined) throw badRequest('暂无可用授信额度，请先申请融资', 'FINANCE_NO_CREDIT');
        const before = await creditOf(tx, memberId);
        const problem = financeAmountProblem(body.amount, before.available);
        if (problem === 'exceeds') throw badRequest(`支用金额不能超过可用额度${before.available}`, 'FINANCE_EXCEEDS_AVAILABLE');
        if (problem !== null) throw badRequest('支用金额必须大于0且最多两位小数');
        const amount = money(body.amount);
        const after = afterDrawdown(before, amount);
        const seq = (await tx.query<{ n: number }>('select count(*) as n from finance_loans'))[0]!.n + 1;
        const loanNo = `JK${new Date().toISOString().slice(0, 10).replaceAll('-', '')}${String(seq).padStart(5, '0')}`;
        const recordId = newId('fr');
        await tx.query(
          `insert into finance_loans (loan_id, loan_no, member_id, amount, balance, annual_rate, start_date, due_date, status, order_no)
           values ($1, $2, $3, $4, $4, $5, current_date, (current_date + make_interval(months => $6))::date, 'repaying', $7)`,
          [newId('loan'), loanNo, memberId, amount, DRAWDOWN_ANNUAL_RATE, body.termMonths, orderNo],
        );
        await tx.query(
          `insert into finance_records (record_id, member_id, record_type, amount, status, loan_no, order_no, principal, term_months, remark)
           values ($1, $2, 'drawdown', $3, 'processing', $4, $5, $3, $6, '放款处理中')`,
          [recordId, memberId, amount, loanNo, orderNo, body.termMonths],
        );
        return { recordId, loanNo, amount, status: 'processing' as const, availableAmount: after.available };
      }),
    );
  },

  async 'finance.loans'(ctx) {
    const w = paging(ctx.body.pageNum, ctx.body.pageSize);
    const params = [memberOf(ctx), ctx.body.status ?? null];
    const rows = await ctx.db.query<LoanRow>(
      'select * from finance_loans where member_id = $1 and ($2::text is null or status = $2) order by start_date desc, loan_id limit $3 offset $4',
      [...params, w.limit, w.offset],
    );
    const total = (
      await ctx.db.query<{ n: number }>('select count(*) as n from finance_loans where member_id = $1 and ($2::text is null or status = $2)', params)
    )[0]!.n;
    return pageOf(
      rows.map((l) =>
        compact({
          loanId: l.loan_id,
          loanNo: l.loan_no,
          amount: money(l.amount),
          balance: money(l.balance),
          annualRate: decimal(l.annual_rate),
          startDate: l.start_date,
          dueDate: l.due_date,
          status: l.status,
          orderNo: l.order_no,
        }),
      ),
      total,
      w,
    );
  },

  async 'finance.history'(ctx) {
    const w = paging(ctx.body.pageNum, ctx.body.pageSize);
    const params = [memberOf(ctx), ctx.body.recordType ?? null];
    const rows = await ctx.db.query<RecordRow>(
      'select * from finance_records where member_id = $1 and ($2::text is null or record_type = $2) order by create_time desc, record_id limit $3 offset $4',
      [...params, w.limit, w.offset],
    );
    const total = (
      await ctx.db.query<{ n: number }>('select count(*) as n from finance_records where member_id = $1 and ($2::text is null or record_type = $2)', params)
    )[0]!.n;
    return pageOf(
      rows.map((r) => ({ recordId: r.record_id, recordType: r.record_type, amount: money(r.amount), status: r.status, createTime: datetime(r.create_time) })),
      total,
      w,
    );
  },

  async 'finance.recordDetail'(ctx) {
    const r = (await ctx.db.query<RecordRow>('select * from finance_records where record_id = $1 and member_id = $2', [ctx.query.recordId, memberOf(ctx)]))[0];
    if (r === undefined) throw notFound('融资记录');
    return compact({
      recordId: r.record_id,
      recordType: r.record_type,
      amount: money(r.amount),
      status: r.status,
      loanNo: r.loan_no,
      orderNo: r.order_no,
      principal: r.principal === null ? null : money(r.principal),
      interest: r.interest === null ? null : money(r.interest),
      termMonths: r.term_months,
      failReason: r.fail_reason,
      remark: r.remark,
      createTime: datetime(r.create_time),
      finishTime: optDatetime(r.finish_time),
    });
  },
};
