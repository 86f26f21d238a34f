import { ChoiceChips } from '@/components/ChoiceChips';
import { LoadState as SharedLoadState, type LoadStateProps } from '@/components/LoadState';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n';
import { ApiError } from '@/lib/api';
export { errorText } from '@/lib/api';
export { useRouteTitle } from '@/lib/useRouteTitle';

/** The code of a failed call ('' when not a gateway answer). */
export function errorCode(error: unknown): string {
  return error instanceof ApiError ? error.code : '';
}

/** One choice among a few (the shared chips). */
export const Chips = ChoiceChips;

/** A labelled section card. */
export function Section({ title, children, extra }: { title: string; children: ReactNode; extra?: ReactNode }) {
  return (
    <section className="ord-section" aria-label={title}>
      <div className="ord-section__head">
        <h2 className="ord-section__title">{title}</h2>
        {extra}
      </div>
      {children}
    </section>
  );
}

/** A label / value line. */
export function Line({ label, value, strong }: { label: ReactNode; value: ReactNode; strong?: boolean }) {
  return (
    <div className={strong ? 'ord-line ord-line--strong' : 'ord-line'}>
      <span className="ord-line__label">{label}</span>
      <span className="ord-line__value">{value}</span>
    </div>
  );
}

/** Loading, error (with retry) or the content, in this feature's words. */
export function LoadState(props: Omit<LoadStateProps, 'failedTitle' | 'retryLabel' | 'className'>) {
  const t = useT();
  return <SharedLoadState {...props} className="ord-state" failedTitle={t('order.common.loadFailed')} retryLabel={t('order.common.retry')} />;
}
