import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import { Money } from '@/components/Money';
import { useT } from '@/lib/i18n';

/** The bottom bar: the total as priced and the submit button (busy while the submit is on its way). */
export function Checkout({
  total,
  onSubmit,
  pending,
  disabled,
  top,
}: {
  total: string | null;
  onSubmit: () => void;
  pending: boolean;
  disabled: boolean;
  top?: ReactNode;
}) {
  const t = useT();
  return (
    <div className="app-bottom-bar ord-bar ord-bar--checkout">
      {top}
      <div className="ord-bar__row">
        <div className="ord-bar__total">
          {t('order.checkout.total')} <strong>{total === null ? '—' : <Money value={total} tone="strong" />}</strong>
        </div>
        <Button color="primary" shape="rounded" loading={pending} loadingText={t('order.checkout.submit')} disabled={disabled} onClick={onSubmit}>
          {t('order.checkout.submit')}
        </Button>
      </div>
    </div>
  );
}
