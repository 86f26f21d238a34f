import { LoadState as SharedLoadState, type LoadStateProps } from '@/components/LoadState';
import { useT } from '@/lib/i18n';

/** Loading, error (with retry) or the content, in the captain pages' words. */
export function LoadState(props: Omit<LoadStateProps, 'failedTitle' | 'retryLabel' | 'className'>) {
  const t = useT();
  return <SharedLoadState {...props} className="app-state" failedTitle={t('captain.list.loadFailed')} retryLabel={t('captain.list.retry')} />;
}
