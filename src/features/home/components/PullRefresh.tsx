import { PullToRefresh } from 'antd-mobile';
import type { ReactNode } from 'react';
import { timeouts } from '@/lib/constants';
import { useT } from '@/lib/i18n';

/** Pull-to-refresh with the catalogue's texts; `onRefresh` may fail (the content stays). */
export function PullRefresh({ onRefresh, children }: { onRefresh: () => Promise<void>; children: ReactNode }) {
  const t = useT();
  return (
    <PullToRefresh
      onRefresh={onRefresh}
      pullingText={t('home.pull.pulling')}
      canReleaseText={t('home.pull.canRelease')}
      refreshingText={t('home.pull.refreshing')}
      completeText={t('home.pull.complete')}
      completeDelay={timeouts.fetchMinDisplayDelayMs}
    >
      {children}
    </PullToRefresh>
  );
}
