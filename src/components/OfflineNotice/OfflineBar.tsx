import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { formatRecentTime } from '@/domain';
import { useT } from '@/lib/i18n';
import './offlineNotice.css';

/** When the oldest answer on screen arrived (ms), or 0 when nothing on screen has data. */
function oldestShownAnswer(queryClient: QueryClient): number {
  let oldest = 0;
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.getObserversCount() === 0 || query.state.data === undefined) continue;
    const at = query.state.dataUpdatedAt;
    if (oldest === 0 || at < oldest) oldest = at;
  }
  return oldest;
}

export default function OfflineBar({ online, queryClient }: { readonly online: boolean; readonly queryClient: QueryClient }): React.JSX.Element | null {
  const t = useT();
  const subscribe = useCallback((onChange: () => void) => queryClient.getQueryCache().subscribe(onChange), [queryClient]);
  const seenAt = useSyncExternalStore(subscribe, () => oldestShownAnswer(queryClient));
  if (!online) {
    return (
      <div className="offline-notice" role="status">
        {seenAt > 0 ? t('offline.seenAt', { time: formatRecentTime(seenAt, Date.now()) }) : t('offline.nothingKept')}
      </div>
    );
  }
  return (
    <div className="offline-notice offline-notice--update" role="status">
      <span>{t('offline.updateReady')}</span>
      <button type="button" className="offline-notice__action" onClick={() => window.location.reload()}>
        {t('offline.updateNow')}
      </button>
    </div>
  );
}
