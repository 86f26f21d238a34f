import type { CallBody } from '@/lib/api';
import { financeHistoryPages, financeHomeQuery, financeLoansPages, financeRecordDetailQuery } from '@/lib/queries';
import { defineLoaders } from '@/lib/routeData';

const PAGE_SIZE = 10;

type LoanStatus = NonNullable<CallBody<'finance.loans'>['status']>;
type RecordType = NonNullable<CallBody<'finance.history'>['recordType']>;

/** The loan list's first tab. */
export const FIRST_LOAN_STATUS: LoanStatus = 'repaying';

/** The buyer's credit line, latest application and partner (every finance page but the lists). */
export const financeHome = () => financeHomeQuery();
/** The buyer's loans of one status, newest first, page by page. */
export const loanPages = (status: LoanStatus) => financeLoansPages({ status }, PAGE_SIZE);
/** The buyer's financing records of one type (or all), newest first, page by page. */
export const historyPages = (recordType?: RecordType) => financeHistoryPages(recordType ? { recordType } : {}, PAGE_SIZE);
export const financeRecord = (recordId: string) => financeRecordDetailQuery({ recordId });

export const loaders = defineLoaders({
  '/financing': () => [financeHome()],
  '/myFinance': () => [financeHome()],
  '/myFinance/home': () => [financeHome()],
  '/myFinance/distract': () => [financeHome()],
  '/myFinance/loan': () => [loanPages(FIRST_LOAN_STATUS)],
  '/myFinance/historyRecord': () => [historyPages()],
  '/myFinance/recordDetail': ({ recordId }) => [financeRecord(recordId)],
});
