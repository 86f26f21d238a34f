import type { Snapshot } from 'valtio';
import { Money, money } from '@/components/Money';
import { useT } from '@/lib/i18n';
import { Link } from '@/lib/navigation';
import { href } from '@/lib/routes';
import type { InvoiceStatus, InvoiceSummary } from '../titleApi';

/** An invoice's status as a coloured badge. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const t = useT();
  return <span className={`vt-status vt-status--${status}`}>{t(`vatTitle.invoice.status.${status}`)}</span>;
}

/** One invoice of a list (the invoice list, an order's invoices): opens its detail. */
export function InvoiceCard({ invoice }: { invoice: Snapshot<InvoiceSummary> }) {
  const t = useT();
  return (
    <Link
      className="vt-card"
      to={href('/account/invoice/details', { invoiceId: invoice.invoiceId })}
      aria-label={t('vatTitle.invoice.open', { title: invoice.title, amount: money(invoice.amount) })}
    >
      <div className="vt-inv__head">
        <h2 className="vt-inv__title">{invoice.title}</h2>
        <InvoiceStatusBadge status={invoice.status} />
      </div>
      <span className="vt-card__sub">{t(`vatTitle.invoice.invoiceType.${invoice.invoiceType}`)}</span>
      <span className="vt-card__sub">{t('vatTitle.invoice.issuer', { name: invoice.issuerName })}</span>
      <span className="vt-card__sub">{t('vatTitle.invoice.appliedAt', { time: invoice.appliedAt })}</span>
      <div className="vt-inv__amount">
        <Money value={invoice.amount} tone="strong" />
      </div>
    </Link>
  );
}
