import type { CallBody } from '@/lib/api';
import { capitalAccountQuery, capitalBillDetailQuery, capitalBillsPages, capitalErpReceiveDetailQuery } from '@/lib/queries';
import { defineLoaders } from '@/lib/routeData';
import { persisted } from '@/lib/storage';

const BILL_PAGE_SIZE = 10;

/** What the bill list filters by. */
export type BillFilter = Omit<CallBody<'capital.bills'>, 'pageNum' | 'pageSize'>;
type BillType = NonNullable<BillFilter['billType']>;
type BillDirection = NonNullable<BillFilter['direction']>;

/** The bill list's in/out and date filters the buyer chose (kept in the tab: the store writes them here). */
export interface BillChoice {
  direction: BillDirection | '';
  startDate: string;
  endDate: string;
}
export const BILL_CHOICE_KEY = 'buyerapp.capital.bills';

/** The bill types in the order the list's tabs show them. */
export const billTypes: readonly BillType[] = ['recharge', 'payment', 'refund', 'withdraw', 'receive'];

/** A date range that ends before it starts: said, and not asked for. */
export const isBackwards = (choice: Pick<BillChoice, 'startDate' | 'endDate'>) => !!choice.startDate && !!choice.endDate && choice.startDate > choice.endDate;

/** The buyer's capital account: balance, available, frozen, whether a pay password is set, the bound cards. */
export const capitalAccount = () => capitalAccountQuery();
/** The buyer's bills of a type (from the route) and the chosen in/out and dates, newest first, page by page. */
export const billPages = (type: string | undefined, choice: BillChoice) => {
  const billType = billTypes.find((x) => x === type);
  return capitalBillsPages(
    {
      ...(billType ? { billType } : {}),
      ...(choice.direction ? { direction: choice.direction } : {}),
      ...(choice.startDate ? { startDate: choice.startDate } : {}),
      ...(choice.endDate ? { endDate: choice.endDate } : {}),
    },
    BILL_PAGE_SIZE,
  );
};
export const billDetail = (billId: string) => capitalBillDetailQuery({ billId });
export const erpReceipt = (receiveId: string) => capitalErpReceiveDetailQuery({ receiveId });

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOf = (value: unknown) => (typeof value === 'string' && DAY.test(value) ? value : '');

/** The filters as the list asks with them: what another version or a broken storage left there is dropped. */
export function billChoiceOf(kept: Partial<Record<keyof BillChoice, unknown>> | undefined): BillChoice {
  const direction = kept?.direction === 'in' || kept?.direction === 'out' ? kept.direction : '';
  return { direction, startDate: dayOf(kept?.startDate), endDate: dayOf(kept?.endDate) };
}

const keptChoice = () =>
  billChoiceOf(
    persisted<Record<string, unknown>>(BILL_CHOICE_KEY, {
      accept: (value): value is Record<string, unknown> => typeof value === 'object' && value !== null,
    }).read(),
  );

export const loaders = defineLoaders({
  '/myCapital': () => [capitalAccount()],
  '/myCapital/withdraw': () => [capitalAccount()],
  '/myCapital/resetPassword': () => [capitalAccount()],
  '/myCapital/list': ({ type }) => {
    const choice = keptChoice();
    return [!isBackwards(choice) && billPages(type, choice)];
  },
  '/myCapital/detail': ({ recordId }) => [billDetail(recordId)],
  '/myCapital/erpReceiveDetail': ({ receiveId }) => [erpReceipt(receiveId)],
});
