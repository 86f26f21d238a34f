import { api, type CallBody, type CallData } from '@/lib/api';

/** The buyer's capital account: balance, available, frozen, whether a pay password is set, the bound cards. */
export type CapitalAccount = CallData<'capital.account'>;
/** A bound bank card (masked number). */
export type BankCard = CapitalAccount['bankCards'][number];
/** A bill (a money movement) as a list row. */
export type CapitalBill = CallData<'capital.bills'>['list'][number];
/** A page of bills. */
export type CapitalBillPage = CallData<'capital.bills'>;
/** What the bill list filters by. */
export type BillFilter = Omit<CallBody<'capital.bills'>, 'pageNum' | 'pageSize'>;
/** The kinds of bill. */
export type BillType = CapitalBill['billType'];
/** Money in or out of the account. */
export type BillDirection = CapitalBill['direction'];
/** What binding a card sends. */
export type BindCardBody = CallBody<'capital.bindCard'>;
/** What a withdrawal sends. */
export type WithdrawBody = CallBody<'capital.withdraw'>;

/** The bill types in the order the list's tabs show them. */
export const billTypes: readonly BillType[] = ['recharge', 'payment', 'refund', 'withdraw', 'receive'];
/** In and out, as the list's filter offers them. */
export const billDirections: readonly BillDirection[] = ['in', 'out'];

/** A call whose `data` is null (the generated types leave `data` out of such an envelope). */
const done = (call: Promise<unknown>) => call;

/** The capital calls of the wallet screens (thin wrappers over the generated client). */
export const capitalApi = {
  account: (signal?: AbortSignal) => api.capital.account({ signal }),
  bills: (body: CallBody<'capital.bills'>, signal?: AbortSignal): Promise<CapitalBillPage> => api.capital.bills(body, { signal }),
  billDetail: (billId: string, signal?: AbortSignal) => api.capital.billDetail({ billId }, { signal }),
  erpReceiveDetail: (receiveId: string, signal?: AbortSignal) => api.capital.erpReceiveDetail({ receiveId }, { signal }),
  bindCard: (body: BindCardBody) => api.capital.bindCard(body),
  withdraw: (body: WithdrawBody) => api.capital.withdraw(body),
  setPayPassword: (body: CallBody<'capital.setPayPassword'>) => done(api.capital.setPayPassword(body)),
  resetPayPassword: (body: CallBody<'capital.resetPayPassword'>) => done(api.capital.resetPayPassword(body)),
  updatePayPassword: (body: CallBody<'capital.updatePayPassword'>) => done(api.capital.updatePayPassword(body)),
};
