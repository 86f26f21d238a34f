import { Button } from 'antd-mobile';
import { Header } from '@/components/Header';
import { LoadState } from '@/components/LoadState';
import { Money } from '@/components/Money';
import { StatusBlock } from '@/components/StatusBlock';
import { groupInvoiceOrders, invoiceAmount, invoiceBatches } from '@/domain';
import { useT } from '@/lib/i18n';
import { loadStateOf, useQuery } from '@/lib/query';
import { useNavigate, useRouteQuery, type Href } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { api } from '@/lib/api';
import { invoiceApplyFields } from '@/lib/fields';
import type { InvoiceableOrder } from '../api';
import { ApplyGate } from '../components/ApplyGate';
import { InvoiceForm } from '../components/InvoiceForm';
import { orderLine as lineOf, SellerGroups, type SelectGroup, type SelectLine } from '../components/SellerGroups';
import { useInvoiceForm } from '../components/useInvoiceForm';
import { selectableOrders } from '../queries';
import { invoiceProgress } from '../store';
import '../invoice.css';

/**
 * /account/invoice/apply?orderIds=a,b: apply for the invoices of the chosen orders — one per seller, each
 * for the exact sum of its orders' invoiceable amounts (the domain's rule; the gateway records the same) —
 * with the invoice form (type, title, how it is received). Orders that can no longer be invoiced (applied
 * for meanwhile) drop out; when none is left the buyer chooses again.
 */
export default function InvoiceApply() {
  const query = useRouteQuery('/account/invoice/apply');
  const wanted = (query.orderIds ?? '').split(',').filter(Boolean);
  const title = useRouteTitle('/account/invoice/apply');
  // Another selection is another form, with a draft of its own.
  return (
    <ApplyGate title={title}>
      <ApplyScreen key={wanted.join(',')} wanted={wanted} here={href('/account/invoice/apply', query)} />
    </ApplyGate>
  );
}

function ApplyScreen({ wanted, here }: { wanted: string[]; here: Href }) {
  const t = useT();
  const navigate = useNavigate();
  const title = useRouteTitle('/account/invoice/apply');
  const form = useInvoiceForm(`apply:${wanted.join(',')}`, here, invoiceApplyFields);
  const read = useQuery(selectableOrders());
  const { data } = read;

  const listed = (data?.list ?? []).filter((order) => wanted.includes(order.orderId));
  // Orders of an application sent and not answered are no longer listed when it was carried out: they stay.
  const awaiting = form.ready
    ? form.progress.sentOrders.filter(
        (order) =>
          wanted.includes(order.orderId) &&
          !!form.progress.keys[order.sellerId] &&
          !form.progress.done[order.sellerId] &&
          !listed.some((o) => o.orderId === order.orderId),
      )
    : [];
  const chosen: InvoiceableOrder[] = data ? [...listed, ...awaiting] : [];
  const groups: SelectGroup[] = groupInvoiceOrders(
    chosen.map(lineOf),
    chosen.map((order) => order.orderId),
  );
  const batches = invoiceBatches<SelectLine, SelectGroup>(groups);
  const total = invoiceAmount(chosen);

  const submit = () => {
    invoiceProgress.sentOrders = chosen.map((order) => ({ ...order }));
    return form.submit(
      batches.map((batch) => ({ sellerId: batch.sellerId, sellerName: batch.sellerName, ids: batch.orders.map((o) => o.orderId) })),
      (batch, request) => api.invoice.apply({ ...request, orderIds: [...batch.ids] }),
    );
  };

  return (
    <div className="app-screen inv-page app-hit-inputs">
      <Header title={title} />
      <LoadState {...loadStateOf(read)} loading={read.isPending || !form.ready} failedTitle={t('invoice.apply.loadFailed')} retryLabel={t('invoice.retry')}>
        {chosen.length === 0 ? (
          <StatusBlock status="empty" title={t('invoice.apply.ordersGone')}>
            <Button color="primary" onClick={() => void navigate(href('/account/invoice/order'), { replace: true })}>
              {t('invoice.apply.chooseAgain')}
            </Button>
          </StatusBlock>
        ) : (
          <>
            <h2 className="inv-section-title">{t('invoice.apply.orders')}</h2>
            {batches.length > 1 && (
              <p className="inv-note inv-note--warn" role="note">
                {t('invoice.apply.perSeller', { count: batches.length })}
              </p>
            )}
            <SellerGroups groups={groups} selectSellerLabel={(name) => name} noLabel={(no) => t('invoice.select.orderNo', { no })} />
            <div className="inv-sums" aria-label={t('invoice.apply.total')}>
              {batches.length > 1 &&
                batches.map((batch) => (
                  <p key={batch.sellerId} className="inv-sums__row">
                    <span>{t('invoice.apply.issuer', { name: batch.sellerName })}</span>
                    <Money value={batch.amount} />
                  </p>
                ))}
              <p className="inv-sums__row inv-sums__row--total">
                <span>{t('invoice.apply.total')}</span>
                <strong data-testid="invoice-apply-total">
                  <Money value={total} tone="strong" />
                </strong>
              </p>
            </div>
            <InvoiceForm form={form} here={here} />
          </>
        )}
      </LoadState>
      {chosen.length > 0 && form.ready && (
        <div className="app-bottom-bar">
          <Button block color="primary" loading={form.pending} onClick={() => void submit()}>
            {t('invoice.apply.submit')}
          </Button>
        </div>
      )}
    </div>
  );
}
