import { Button } from 'antd-mobile';
import { addressText } from '@/domain';
import type { ReactNode } from 'react';
import { Header } from '@/components/Header';
import { LoadState } from '@/components/LoadState';
import { Money } from '@/components/Money';
import { errorText } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { loadStateOf, useQuery } from '@/lib/query';
import { nativeBridge } from '@/lib/native';
import { Link, useRouteQuery } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { showErrorBanner } from '@/lib/ui';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { InvoiceStatusBadge } from '../components/InvoiceCard';
import { invoiceDetail } from '../queries';
import '../titles.css';

/** A label / value row of a definition list. */
function Row({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={strong ? 'vt-row vt-row--strong' : 'vt-row'}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * Opens an issued invoice's document: the app's PDF viewer inside the native app, a new tab in a browser
 * (the bridge's fallback). The address is made absolute: the app cannot resolve a path of this site.
 */
function openDocument(fileUrl: string): void {
  nativeBridge()
    .openpdf(new URL(fileUrl, window.location.href).href)
    .catch((failure: unknown) => showErrorBanner(errorText(failure)));
}

/**
 * /account/invoice/details?invoiceId=…: one invoice — status, type, issuer, amount and tax, the title as
 * it was when applied, its orders (each opens the order), how it is delivered, and, once issued, its
 * document. Another buyer's or a missing invoice says it does not exist.
 */
export default function InvoiceDetail() {
  const t = useT();
  const title = useRouteTitle('/account/invoice/details');
  const { invoiceId } = useRouteQuery('/account/invoice/details');
  const invoice = useQuery(invoiceDetail(invoiceId));
  const { data } = invoice;
  const info = data?.titleInfo;
  const address = data?.shipping?.address;
  return (
    <div className="app-screen vt-page">
      <Header title={title} />
      <LoadState {...loadStateOf(invoice)} failedTitle={t('vatTitle.detail.loadFailed')} retryLabel={t('vatTitle.invoice.retry')} className="app-state">
        {data && info && (
          <>
            <section className="vt-section" aria-label={t('vatTitle.detail.summary')}>
              <div className="vt-inv__head">
                <h2 className="vt-section__title">{t('vatTitle.detail.summary')}</h2>
                <InvoiceStatusBadge status={data.status} />
              </div>
              <dl className="vt-rows">
                <Row label={t('vatTitle.detail.invoiceType')}>{t(`vatTitle.invoice.invoiceType.${data.invoiceType}`)}</Row>
                {data.invoiceNo && <Row label={t('vatTitle.detail.invoiceNo')}>{data.invoiceNo}</Row>}
                <Row label={t('vatTitle.detail.issuer')}>{data.issuerName}</Row>
                <Row label={t('vatTitle.detail.amount')} strong>
                  <Money value={data.amount} tone="strong" />
                </Row>
                {data.taxAmount && (
                  <Row label={t('vatTitle.detail.taxAmount')}>
                    <Money value={data.taxAmount} />
                  </Row>
                )}
                <Row label={t('vatTitle.detail.appliedAt')}>{data.appliedAt}</Row>
                {data.issuedAt && <Row label={t('vatTitle.detail.issuedAt')}>{data.issuedAt}</Row>}
                {data.rejectReason && <Row label={t('vatTitle.detail.rejectReason')}>{data.rejectReason}</Row>}
                {data.remark && <Row label={t('vatTitle.detail.remark')}>{data.remark}</Row>}
              </dl>
            </section>
            <section className="vt-section" aria-label={t('vatTitle.detail.document')}>
              <h2 className="vt-section__title">{t('vatTitle.detail.document')}</h2>
              {data.status === 'issued' && data.fileUrls.length > 0 ? (
                <div className="vt-actions">
                  {data.fileUrls.map((url, index) => (
                    <Button key={url} size="small" color="primary" onClick={() => openDocument(url)}>
                      {data.fileUrls.length > 1 ? t('vatTitle.detail.openDocumentN', { n: index + 1 }) : t('vatTitle.detail.openDocument')}
                    </Button>
                  ))}
                </div>
              ) : (
                <p className="vt-note">{t('vatTitle.detail.noDocument')}</p>
              )}
            </section>
            <section className="vt-section" aria-label={t('vatTitle.detail.titleInfo')}>
              <h2 className="vt-section__title">{t('vatTitle.detail.titleInfo')}</h2>
              <dl className="vt-rows">
                <Row label={t('vatTitle.form.title')}>{info.title}</Row>
                <Row label={t('vatTitle.detail.titleType')}>{t(`vatTitle.type.${info.titleType}`)}</Row>
                {info.taxNumber && <Row label={t('vatTitle.form.taxNumber')}>{info.taxNumber}</Row>}
                {info.bank && <Row label={t('vatTitle.form.bank')}>{info.bank}</Row>}
                {info.bankAccount && <Row label={t('vatTitle.form.bankAccount')}>{info.bankAccount}</Row>}
                {info.address && <Row label={t('vatTitle.form.address')}>{info.address}</Row>}
                {info.phone && <Row label={t('vatTitle.form.phone')}>{info.phone}</Row>}
              </dl>
            </section>
            <section className="vt-section" aria-label={t('vatTitle.detail.orders', { count: data.orders.length })}>
              <h2 className="vt-section__title">{t('vatTitle.detail.orders', { count: data.orders.length })}</h2>
              <ul className="vt-orders">
                {data.orders.map((order) => (
                  <li key={order.orderId}>
                    <Link
                      className="vt-order"
                      to={href('/order/orderDetail', { orderId: order.orderId })}
                      aria-label={t('vatTitle.detail.openOrder', { orderNo: order.orderNo })}
                    >
                      <span>{order.orderNo}</span>
                      <Money value={order.amount} />
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
            <section className="vt-section" aria-label={t('vatTitle.detail.receive')}>
              <h2 className="vt-section__title">{t('vatTitle.detail.receive')}</h2>
              <dl className="vt-rows">
                <Row label={t('vatTitle.detail.receive')}>{data.receiveWay === 'email' ? t('vatTitle.detail.byEmail') : t('vatTitle.detail.byPost')}</Row>
                {data.email && <Row label={t('vatTitle.detail.email')}>{data.email}</Row>}
                {address && (
                  <Row label={t('vatTitle.detail.postAddress')}>
                    {address.receiverName} {address.receiverMobile} {addressText(address)}
                  </Row>
                )}
              </dl>
              {data.shipping?.expressNo && (
                <p className="vt-note">{t('vatTitle.detail.express', { company: data.shipping.expressCompany ?? '', no: data.shipping.expressNo })}</p>
              )}
            </section>
          </>
        )}
      </LoadState>
    </div>
  );
}
