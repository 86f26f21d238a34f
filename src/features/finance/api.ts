import type { CallBody, CallData } from '@/lib/api';

/** The buyer's credit line, latest application and partner. */
export type FinanceHomeData = CallData<'finance.home'>;
/** Where the latest financing application stands. */
export type ApplyStatus = FinanceHomeData['applyStatus'];
/** One loan of the buyer. */
export type FinanceLoan = CallData<'finance.loans'>['list'][number];
/** Where a loan stands. */
export type LoanStatus = FinanceLoan['status'];
/** One record of the financing history (an application, a drawdown or a repayment). */
export type FinanceRecord = CallData<'finance.history'>['list'][number];
/** What a record is. */
export type RecordType = FinanceRecord['recordType'];
/** Where a record stands. */
export type RecordStatus = FinanceRecord['status'];
/** One record with its loan, order, principal, interest and times. */
export type FinanceRecordDetail = CallData<'finance.recordDetail'>;
/** What an application sends. */
export type ApplyBody = CallBody<'finance.apply'>;
/** What a drawdown sends. */
export type DrawdownBody = CallBody<'finance.drawdown'>;
/** A drawdown as the gateway booked it. */
export type Drawdown = CallData<'finance.drawdown'>;

/** The loan statuses in the order the loan list's tabs show them. */
export const loanStatuses: readonly LoanStatus[] = ['repaying', 'overdue', 'settled'];
/** The record types in the order the history's tabs show them. */
export const recordTypes: readonly RecordType[] = ['apply', 'drawdown', 'repayment'];
