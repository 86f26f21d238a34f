import type { ReactNode } from 'react';
import { LoadState as SharedLoadState, type LoadStateProps } from '@/components/LoadState';
import { useT } from '@/lib/i18n';
export { errorText } from '@/lib/api';
export { useRouteTitle } from '@/lib/useRouteTitle';

/** Loading, error (with retry) or the content, in the driver pages' words. */
export function LoadState(props: Omit<LoadStateProps, 'failedTitle' | 'retryLabel' | 'className'> & { failedTitle?: string }) {
  const t = useT();
  return (
    <SharedLoadState {...props} className="drv-state" failedTitle={props.failedTitle ?? t('driver.list.loadFailed')} retryLabel={t('driver.list.retry')} />
  );
}

/** A label / value row of the detail. */
export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="drv-row">
      <dt className="drv-row__label">{label}</dt>
      <dd className="drv-row__value">{children}</dd>
    </div>
  );
}
