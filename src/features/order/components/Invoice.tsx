import { lazy, Suspense } from 'react';
import { useT } from '@/lib/i18n';
import type { OrderTaxInfo } from '@/domain';
import { Chips, Section } from './ui';

type InvoiceType = OrderTaxInfo['invoiceType'];

// Most orders want no invoice: the title list comes in a chunk of its own when one is asked for.
const TitlePicker = lazy(() => import('./InvoiceTitlePicker'));

/**
 * The invoice choice: none, a normal invoice or a VAT special invoice, with its title — the buyer's default
 * title preselected (company titles only for a VAT special invoice).
 */
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
      {type !== 'none' && (
        <Suspense fallback={null}>
          <TitlePicker
            type={type}
            value={value?.vatTitleId ?? ''}
            onChange={(vatTitleId) => onChange({ invoiceType: type, ...(vatTitleId ? { vatTitleId } : {}) })}
          />
        </Suspense>
      )}
    </Section>
  );
}
