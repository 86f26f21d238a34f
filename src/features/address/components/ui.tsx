import { LoadState as SharedLoadState, type LoadStateProps } from '@/components/LoadState';
import { useT } from '@/lib/i18n';
import { isLocalPath } from '@/lib/routes';
export { errorMessage } from '@/lib/api';
export { useRouteTitle } from '@/lib/useRouteTitle';

/** The `from` query as a safe in-app path, or undefined. */
export function safeFrom(from: string | null): string | undefined {
  return isLocalPath(from) ? from : undefined;
}

/** Loading, error (with retry) or the content, in this feature's words. */
export function LoadState(props: Omit<LoadStateProps, 'failedTitle' | 'retryLabel' | 'className'>) {
  const t = useT();
  return <SharedLoadState {...props} className="addr-state" failedTitle={t('address.list.loadFailed')} retryLabel={t('address.list.retry')} />;
}
