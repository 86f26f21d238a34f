import type { ReactNode } from 'react';
import { createLoadState } from '@/components/LoadState';
export { useRouteTitle } from '@/lib/useRouteTitle';

/** Loading, error (with retry) or the content, in the driver pages' words. */
export const LoadState = createLoadState({ failedTitle: 'driver.list.loadFailed', retryLabel: 'driver.list.retry', className: 'drv-state' });

/** A label / value row of the detail. */
export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="drv-row">
      <dt className="drv-row__label">{label}</dt>
      <dd className="drv-row__value">{children}</dd>
    </div>
  );
}
