import type { QueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Popup from 'antd-mobile/es/components/popup';
import { useCallback, useState, useSyncExternalStore } from 'react';
import { formatRecentTime } from '@/domain';
import { useT } from '@/lib/i18n';
import { cancelWaitingWrite, type WaitingWrite } from '@/lib/offline/waiting';
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

/** The writes waiting for the network: a count that opens their list, each with a way to not send it. */
function Waiting({ waiting }: { readonly waiting: readonly WaitingWrite[] }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="offline-notice__action" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('offline.waiting', { count: waiting.length })}
      </button>
      <Popup visible={open && waiting.length > 0} onMaskClick={() => setOpen(false)} onClose={() => setOpen(false)} bodyClassName="offline-waiting">
        <div role="dialog" aria-label={t('offline.waitingTitle')}>
          <List header={t('offline.waitingTitle')}>
            {waiting.map((write) => (
              <List.Item
                key={write.id}
                extra={
                  <Button size="small" fill="outline" onClick={() => cancelWaitingWrite(write.id)} aria-label={`${t('offline.cancelWaiting')} ${write.label}`}>
                    {t('offline.cancelWaiting')}
                  </Button>
                }
              >
                {write.label}
              </List.Item>
            ))}
          </List>
        </div>
      </Popup>
    </>
  );
}

export default function OfflineBar({
  online,
  updateReady,
  waiting,
  queryClient,
}: {
  readonly online: boolean;
  readonly updateReady: boolean;
  readonly waiting: readonly WaitingWrite[];
  readonly queryClient: QueryClient;
}): React.JSX.Element | null {
  const t = useT();
  const subscribe = useCallback((onChange: () => void) => queryClient.getQueryCache().subscribe(onChange), [queryClient]);
  const seenAt = useSyncExternalStore(subscribe, () => oldestShownAnswer(queryClient));
  if (!online || waiting.length > 0) {
    return (
      <div className="offline-notice" role="status">
        {!online && <span>{seenAt > 0 ? t('offline.seenAt', { time: formatRecentTime(seenAt, Date.now()) }) : t('offline.nothingKept')}</span>}
        {waiting.length > 0 && <Waiting waiting={waiting} />}
      </div>
    );
  }
  if (!updateReady) return null;
  return (
    <div className="offline-notice offline-notice--update" role="status">
      <span>{t('offline.updateReady')}</span>
      <button type="button" className="offline-notice__action" onClick={() => window.location.reload()}>
        {t('offline.updateNow')}
      </button>
    </div>
  );
}
