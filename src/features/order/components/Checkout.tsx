import { GuardedButton } from '@/components/ClickGuard';
import { useT } from '@/lib/i18n';

/** The bottom bar: the total as priced and the submit button (click-guarded). */
export function Checkout({ total, onSubmit, disabled }: { total: string | null; onSubmit: () => Promise<void>; disabled: boolean }) {
  const t = useT();
  return (
    <div className="ord-bar">
      <div className="ord-bar__total">
        {t('order.checkout.total')} <strong>{total === null ? '—' : t('order.common.yuan', { amount: total })}</strong>
      </div>
      <GuardedButton color="primary" shape="rounded" disabled={disabled} onClick={onSubmit}>
        {t('order.checkout.submit')}
      </GuardedButton>
    </div>
  );
}
