import { Button } from 'antd-mobile';
import { EmptyState, LoadState } from '@/components/LoadState';
import { Money } from '@/components/Money';
import { compareDecimal } from '@/domain';
import { useT } from '@/lib/i18n';
import { loadStateOf, useQuery } from '@/lib/query';
import { useNavigate } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { invoicesOfOrder } from '../queries';
import { useMayApply } from './ApplyGate';
import { InvoiceCard } from './InvoiceCard';
import '../titles.css';

/**
 * The invoice of one order (/order/invoice): its invoicing state, each invoice (opening its detail) and,
 * while something of it can still be invoiced and the menu tree allows it, 申请开票 (the apply form with this order).
 * No invoice yet says so. Another buyer's or a missing order says it does not exist.
 */
export function OrderInvoiceView({ orderId }: { orderId: string }) {
  const t = useT();
  const navigate = useNavigate();
  const invoicing = useQuery(invoicesOfOrder(orderId));
  const { data } = invoicing;
  const mayApply = useMayApply();
  const canApply = data !== undefined && compareDecimal(data.invoiceableAmount, '0') > 0;
  return (
    <LoadState {...loadStateOf(invoicing)} failedTitle={t('vatTitle.order.loadFailed')} retryLabel={t('vatTitle.invoice.retry')} className="app-state">
      {data && (
        <>
          <section className="vt-section" aria-label={t('vatTitle.order.orderNo', { orderNo: data.orderNo })}>
            <h2 className="vt-section__title">{t('vatTitle.order.orderNo', { orderNo: data.orderNo })}</h2>
            <dl className="vt-rows">
              <div className="vt-row">
                <dt>{t('vatTitle.order.state')}</dt>
                <dd>{data.invoiceStatus === 'none' ? t('vatTitle.order.stateNone') : t(`vatTitle.invoice.status.${data.invoiceStatus}`)}</dd>
              </div>
              <div className="vt-row vt-row--strong">
                <dt>{t('vatTitle.order.invoiceable')}</dt>
                <dd>
                  <Money value={data.invoiceableAmount} tone="strong" />
                </dd>
              </div>
            </dl>
          </section>
          {data.invoices.length === 0 ? (
            <EmptyState title={t('vatTitle.order.none')} {...(canApply ? {} : { description: t('vatTitle.order.noneHint') })} />
          ) : (
            <section aria-label={t('vatTitle.order.invoices')}>
              <h2 className="vt-hint">{t('vatTitle.order.invoices')}</h2>
              <ul className="vt-list">
                {data.invoices.map((invoice) => (
                  <li key={invoice.invoiceId}>
                    <InvoiceCard invoice={invoice} />
                  </li>
                ))}
              </ul>
            </section>
          )}
          {canApply && mayApply && (
            <div className="app-bottom-bar">
              <Button block color="primary" onClick={() => void navigate(href('/account/invoice/apply', { orderIds: orderId }))}>
                {t('vatTitle.invoice.apply')}
              </Button>
            </div>
          )}
        </>
      )}
    </LoadState>
  );
}
