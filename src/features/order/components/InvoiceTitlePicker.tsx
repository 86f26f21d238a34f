import { useEffect } from 'react';
import { useT } from '@/lib/i18n';
import { Link } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { loadStateOf, useQuery } from '@/lib/query';
import { invoiceVatTitlesQuery } from '@/lib/queries';
import type { OrderTaxInfo } from '@/domain';
import type { VatTitle } from '../api';
import { LoadState } from './ui';

type InvoiceType = OrderTaxInfo['invoiceType'];

/** The buyer's invoice titles (one page holds them all). */
const vatTitles = () => invoiceVatTitlesQuery({ pageNum: 1, pageSize: 50 });

/**
 * The title an invoice of `type` should carry: the current one while the type allows it, else the buyer's
 * default title when the type allows that (a VAT special invoice needs a company title), else none.
 */
export function titleFor(type: InvoiceType, titles: readonly VatTitle[], current: string): string | undefined {
  const allowed = type === 'vat' ? titles.filter((title) => title.titleType === 'company') : titles;
  if (current && allowed.some((title) => title.titleId === current)) return current;
  return allowed.find((title) => title.isDefault)?.titleId;
}

/** The title of the invoice among the buyer's saved titles (a VAT special invoice: company titles only). */
export default function TitlePicker({ type, value, onChange }: { type: InvoiceType; value: string; onChange: (titleId: string | undefined) => void }) {
  const t = useT();
  const read = useQuery(vatTitles());
  const data = read.data;
  const titles = (data?.list ?? []).filter((title) => type !== 'vat' || title.titleType === 'company');
  // The buyer's default title is preselected; a title the type does not allow (or one deleted meanwhile)
  // gives way to it.
  useEffect(() => {
    if (!data) return;
    const wanted = titleFor(type, data.list, value);
    if ((wanted ?? '') !== value) onChange(wanted);
  }, [data, type, value, onChange]);
  return (
    <LoadState {...loadStateOf(read)}>
      <div className="ord-field-label">{t('order.checkout.invoiceTitle')}</div>
      {titles.length === 0 ? (
        <div className="ord-muted">
          {type === 'vat' && (data?.list.length ?? 0) > 0 ? t('vatTitle.checkout.companyOnly') : t('order.checkout.noInvoiceTitle')}{' '}
          <Link to={href('/account/vatInvoice/edit')}>{t('vatTitle.checkout.addTitle')}</Link>
        </div>
      ) : (
        <div role="radiogroup" aria-label={t('order.checkout.invoiceTitle')}>
          {titles.map((title) => (
            <label key={title.titleId} className="ord-option">
              <input type="radio" className="ord-check" name="vatTitle" checked={title.titleId === value} onChange={() => onChange(title.titleId)} />
              <span>{title.title}</span>
            </label>
          ))}
        </div>
      )}
      {!value && titles.length > 0 && <div className="ord-error">{t('order.checkout.chooseInvoiceTitle')}</div>}
    </LoadState>
  );
}
