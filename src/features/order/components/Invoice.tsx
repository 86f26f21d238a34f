import { useT } from '@/lib/i18n';
import { orderApi } from '../api';
import type { OrderTaxInfo } from '@/domain';
import { Chips, LoadState, Section } from './ui';
import { useServerData } from '@/lib/data';

type InvoiceType = OrderTaxInfo['invoiceType'];

function TitlePicker({ value, onChange }: { value: string; onChange: (titleId: string) => void }) {
  const t = useT();
  const { data, loading, error, reload } = useServerData((signal) => orderApi.vatTitles(signal), []);
  const titles = data?.list ?? [];
  return (
    <LoadState loading={loading} error={error} onRetry={reload}>
      <div className="ord-field-label">{t('order.checkout.invoiceTitle')}</div>
      {titles.length === 0 ? (
        <div className="ord-muted">{t('order.checkout.noInvoiceTitle')}</div>
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

/** The invoice choice: none, a normal invoice or a VAT special invoice, with its title. */
export function Invoice({ value, onChange }: { value: OrderTaxInfo | null; onChange: (tax: OrderTaxInfo | null) => void }) {
  const t = useT();
  const type: InvoiceType = value?.invoiceType ?? 'none';
  const options = [
    { id: 'none' as const, text: t('order.checkout.invoiceNone') },
    { id: 'normal' as const, text: t('order.checkout.invoiceNormal') },
    { id: 'vat' as const, text: t('order.checkout.invoiceVat') },
  ];
  return (
    <Section title={t('order.checkout.invoice')}>
      <Chips
        label={t('order.checkout.invoice')}
        options={options}
        value={type}
        onChange={(next) => onChange(next === 'none' ? null : { invoiceType: next, ...(value?.vatTitleId ? { vatTitleId: value.vatTitleId } : {}) })}
      />
      {type !== 'none' && <TitlePicker value={value?.vatTitleId ?? ''} onChange={(vatTitleId) => onChange({ invoiceType: type, vatTitleId })} />}
    </Section>
  );
}
