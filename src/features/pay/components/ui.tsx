import { LoadState as SharedLoadState, type LoadStateProps } from '@/components/LoadState';
import type { ReactNode } from 'react';
import { ApiError } from '@/lib/api';
import { useT } from '@/lib/i18n';
export { errorText } from '@/lib/api';
export { useRouteTitle } from '@/lib/useRouteTitle';

/** The code of a failed call ('' when not a gateway answer). */
export function errorCode(error: unknown): string {
  return error instanceof ApiError ? error.code : '';
}

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
