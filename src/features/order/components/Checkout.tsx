import type { ReactNode } from 'react';
import { GuardedButton } from '@/components/ClickGuard';
import { useT } from '@/lib/i18n';

/** The bottom bar: the total as priced and the submit button (click-guarded). */
export function Checkout({ total, onSubmit, disabled, top }: { total: string | null; onSubmit: () => Promise<void>; disabled: boolean; top?: ReactNode }) {
  const t = useT();
  return (
    <div className="app-bottom-bar ord-bar ord-bar--checkout">
      {top}
      <div className="ord-bar__row">
        <div className="ord-bar__total">
          {t('order.checkout.total')} <strong>{total === null ? '—' : t('order.common.yuan', { amount: total })}</strong>
        </div>
        <GuardedButton color="primary" shape="rounded" disabled={disabled} onClick={onSubmit}>
          {t('order.checkout.submit')}
        </GuardedButton>
      </div>
    </div>
  );
}
