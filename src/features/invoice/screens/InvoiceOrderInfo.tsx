import { Button } from 'antd-mobile';
import { useSnapshot } from 'valtio';
import { Header } from '@/components/Header';
import { ErrorState, LoadingState } from '@/components/LoadState';
import { Money, money } from '@/components/Money';
import { compareDecimal } from '@/domain';
import { menuButtons, orderStatuses } from '@/lib/constants';
import { i18n, useT } from '@/lib/i18n';
import { useQuery } from '@/lib/query';
import { useCan } from '@/lib/session';
import { useNavigate, useRouteQuery } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { InvoiceCard } from '../components/InvoiceCard';
import { invoicesOfOrder, orderOf } from '../queries';
import '../invoice.css';
import '../titles.css';

/**
 * /account/invoice/order-info?orderId=…: an order as invoicing sees it — seller (the issuer), state, what
 * was paid and refunded, what is left to invoice, its goods, and the invoices applied for it (each opens its
 * detail) — with the way to apply for this order alone while something is left.
 */
export default function InvoiceOrderInfo() {
  const t = useT();
  const { locale } = useSnapshot(i18n);
  const navigate = useNavigate();
  const { orderId } = useRouteQuery('/account/invoice/order-info');
  const title = useRouteTitle('/account/invoice/order-info');
  const mayApply = useCan(menuButtons.invoiceApply);
  const orderRead = useQuery(orderOf(orderId));
  const invoicingRead = useQuery(invoicesOfOrder(orderId));
  const order = orderRead.data;
  const invoicing = invoicingRead.data;
  const error = (order === undefined ? orderRead.error : null) ?? (invoicing === undefined ? invoicingRead.error : null);
  const reload = () => {
    if (orderRead.error) void orderRead.refetch();
    if (invoicingRead.error) void invoicingRead.refetch();
  };

  let body;
  if (error) {
    // A missing order or another buyer's is the 404 page (the route loader's pageRecord).
    body = <ErrorState title={t('invoice.info.loadFailed')} error={error} onRetry={reload} />;
  } else if (!order || !invoicing) {
    body = <LoadingState />;
  } else {
    const canApply = compareDecimal(invoicing.invoiceableAmount, '0') > 0;
    const status = orderStatuses.find((s) => s.code === order.status)?.label[locale] ?? order.status;
    const rows: [string, string][] = [
      [t('invoice.info.orderNo'), order.orderNo],
      [t('invoice.info.seller'), order.sellerName],
      [t('invoice.info.status'), status],
      ...(order.paidAt ? ([[t('invoice.info.paidAt'), order.paidAt]] as [string, string][]) : []),
      [t('invoice.info.paid'), money(order.paidAmount)],
      [t('invoice.info.refunded'), money(order.afterSales.refundedAmount)],
      [t('invoice.info.invoiceStatus'), t(`invoice.info.invoiceStatuses.${invoicing.invoiceStatus}`)],
    ];
    body = (
      <>
        <section className="inv-card" aria-label={t('invoice.select.orderNo', { no: order.orderNo })}>
          <dl className="inv-rows">
            {rows.map(([label, value]) => (
              <div key={label} className="inv-row">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
            <div className="inv-row inv-row--strong">
              <dt>{t('invoice.info.invoiceable')}</dt>
              <dd data-testid="invoice-order-invoiceable">
                <Money value={invoicing.invoiceableAmount} tone="strong" />
              </dd>
            </div>
          </dl>
        </section>
        <section className="inv-card" aria-label={t('invoice.info.goods')}>
          <h2 className="inv-section-title">{t('invoice.info.goods')}</h2>
          {order.orderItems.map((item) => (
            <p key={item.orderItemId} className="inv-goods">
              <span>
                {item.goodsName} {item.varietyName}
              </span>
              <span className="inv-muted">{t('invoice.info.goodsLine', { quantity: item.quantity, unit: item.unit, amount: money(item.amount) })}</span>
            </p>
          ))}
        </section>
        <section aria-label={t('invoice.info.invoices')}>
          <h2 className="inv-section-title inv-section-title--page">{t('invoice.info.invoices')}</h2>
          {invoicing.invoices.length === 0 ? (
            <p className="inv-note">{t('invoice.info.noInvoices')}</p>
          ) : (
            <ul className="inv-list">
              {invoicing.invoices.map((invoice) => (
                <li key={invoice.invoiceId}>
                  <InvoiceCard invoice={invoice} />
                </li>
              ))}
            </ul>
          )}
        </section>
        <div className="app-bottom-bar">
          {canApply && !mayApply ? (
            <p className="inv-note" role="note">
              {t('permission.invoiceApply')}
            </p>
          ) : canApply ? (
            <Button block color="primary" onClick={() => void navigate(href('/account/invoice/apply', { orderIds: order.orderId }))}>
              {t('invoice.info.apply')}
            </Button>
          ) : (
            <p className="inv-note" role="note">
              {t('invoice.info.nothingLeft')}
            </p>
          )}
        </div>
      </>
    );
  }
  return (
    <div className="app-screen inv-page">
      <Header title={title} />
      {body}
    </div>
  );
}
