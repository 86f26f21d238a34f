import { LoadState as SharedLoadState, type LoadStateProps } from '@/components/LoadState';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n';
export { useRouteTitle } from '@/lib/useRouteTitle';

/** A label / value line. */
export function Line({ label, value, action }: { label: ReactNode; value: ReactNode; action?: ReactNode }) {
  return (
    <div className="pay-line">
      <span className="pay-line__label">{label}</span>
      <span className="pay-line__value">{value}</span>
      {action}
    </div>
  );
}

/** Loading, error (with retry) or the content, in this feature's words. */
export function LoadState(props: Omit<LoadStateProps, 'failedTitle' | 'retryLabel' | 'className'>) {
  const t = useT();
  return <SharedLoadState {...props} className="app-state" failedTitle={t('pay.cashier.loadFailed')} retryLabel={t('pay.cashier.retry')} />;
}
