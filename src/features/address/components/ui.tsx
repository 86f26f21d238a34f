import { LoadState as SharedLoadState, type LoadStateProps } from '@/components/LoadState';
import { useT } from '@/lib/i18n';
export { useRouteTitle } from '@/lib/useRouteTitle';

/** Loading, error (with retry) or the content, in this feature's words. */
export function LoadState(props: Omit<LoadStateProps, 'failedTitle' | 'retryLabel' | 'className'>) {
  const t = useT();
  return <SharedLoadState {...props} className="app-state" failedTitle={t('address.list.loadFailed')} retryLabel={t('address.list.retry')} />;
}
