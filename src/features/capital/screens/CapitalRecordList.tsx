import { useSnapshot } from 'valtio';
import { ChoiceChips } from '@/components/ChoiceChips';
import { money } from '@/components/Money';
import { DateInput, FormError } from '@/components/Form';
import { Header } from '@/components/Header';
import { EmptyState, InfiniteList } from '@/components/LoadState';
import { StatusTabs } from '@/components/Tabs';
import { useT } from '@/lib/i18n';
import { Link, useNavigate, useRouteQuery } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { usePagedList } from '@/lib/query';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { billDirections, type BillDirection, type BillType, type CapitalBill } from '../api';
import { LoadState, signedAmount, StatusTag } from '../components/ui';
import { billChoiceOf, billPages, billTypes, isBackwards, type BillChoice } from '../queries';
import { billChoice, setBillFilter } from '../store';
import '../components/capital.css';

function BillCard({ bill }: { bill: CapitalBill }) {
  const t = useT();
  return (
    <Link className="app-card" to={href('/myCapital/detail', { recordId: bill.billId })} aria-label={t('capital.list.open', { billNo: bill.billNo })}>
      <div className="cap-bill__main">
        <span className="cap-bill__type">{t(`capital.billType.${bill.billType}`)}</span>
        <span className={`cap-bill__amount cap-bill__amount--${bill.direction}`}>{signedAmount(bill.amount, bill.direction)}</span>
      </div>
      <div className="cap-bill__sub">
        <span>{bill.createTime}</span>
        <StatusTag status={bill.status} />
      </div>
      {bill.balanceAfter !== undefined && <p className="cap-muted">{t('capital.list.balanceAfter', { amount: money(bill.balanceAfter) })}</p>}
    </Link>
  );
}

/** In/out and the date range over the list; a range that ends before it starts is said and not asked for. */
function Filters({ choice, rangeError }: { choice: BillChoice; rangeError: boolean }) {
  const t = useT();
  const { direction, startDate, endDate } = choice;
  const options: { id: BillDirection | ''; text: string }[] = [
    { id: '', text: t('capital.list.all') },
    ...billDirections.map((id) => ({ id, text: t(`capital.direction.${id}`) })),
  ];
  return (
    <section className="cap-filters" aria-label={t('capital.list.filters')}>
      <ChoiceChips radio label={t('capital.list.direction')} options={options} value={direction} onChange={(id) => setBillFilter({ direction: id })} />
      <div className="cap-dates">
        <label>
          <span>{t('capital.list.startDate')}</span>
          <DateInput label={t('capital.list.startDate')} value={startDate} max={endDate || undefined} onChange={(day) => setBillFilter({ startDate: day })} />
        </label>
        <span aria-hidden="true">—</span>
        <label>
          <span>{t('capital.list.endDate')}</span>
          <DateInput label={t('capital.list.endDate')} value={endDate} min={startDate || undefined} onChange={(day) => setBillFilter({ endDate: day })} />
        </label>
        {(startDate || endDate) && (
          <button type="button" className="app-link" onClick={() => setBillFilter({ startDate: '', endDate: '' })}>
            {t('capital.list.clearDates')}
          </button>
        )}
      </div>
      {rangeError && <FormError message={t('capital.list.badRange')} />}
    </section>
  );
}

/**
 * /myCapital/list?type=…: the buyer's bills, newest first, page by page — by type (tabs, in the route so
 * a link can open one), money in or out, and a date range; a bill opens its detail.
 */
export default function CapitalRecordList() {
  const t = useT();
  const title = useRouteTitle('/myCapital/list');
  const navigate = useNavigate();
  const { type } = useRouteQuery('/myCapital/list');
  const billType = billTypes.find((x) => x === type);
  const choice = billChoiceOf(useSnapshot(billChoice));
  const rangeError = isBackwards(choice);
  const list = usePagedList({ ...billPages(type, choice), enabled: !rangeError }, (bill) => bill.billId);
  const tabs: { id: BillType | undefined; text: string }[] = [
    { id: undefined, text: t('capital.list.all') },
    ...billTypes.map((id) => ({ id, text: t(`capital.billType.${id}`) })),
  ];

  return (
    <div className="app-screen cap-page">
      <Header title={title} />
      <StatusTabs
        label={t('capital.list.typeTabs')}
        tabs={tabs}
        activeId={billType}
        onSelect={(id) => navigate(href('/myCapital/list', id ? { type: id } : {}), { replace: true })}
      />
      <Filters choice={choice} rangeError={rangeError} />
      {!rangeError && (
        <LoadState loading={list.loading} error={list.error} onRetry={() => void list.refresh()} failedTitle={t('capital.list.loadFailed')}>
          {list.items.length === 0 ? (
            <EmptyState title={t('capital.list.empty')} />
          ) : (
            <>
              <ul className="cap-bills">
                {list.items.map((bill) => (
                  <li key={bill.billId}>
                    <BillCard bill={bill} />
                  </li>
                ))}
              </ul>
              <InfiniteList hasMore={list.hasMore} loadMore={list.loadMore} />
            </>
          )}
        </LoadState>
      )}
    </div>
  );
}
