import { useMemo, useState } from 'react';
import { t } from '@/lib/i18n';
import { createClickGuard } from './clickGuard';
import { showToast } from '@/lib/ui';

/** Tells the buyer to wait: a short toast with 请稍候... */
export function showPleaseWait(): void {
  showToast(t('common.pleaseWait'), 1000);
}

/**
 * The click guard as a hook: `guard(action)` wraps a handler; `running` re-renders while it runs.
 * @example const { guard } = useClickGuard(); <Button onClick={guard(submit)} />
 */
export function useClickGuard(onBusy: () => void = showPleaseWait) {
  const [running, setRunning] = useState(false);
  const clickGuard = useMemo(() => createClickGuard(onBusy, setRunning), [onBusy]);
  return { guard: clickGuard.guard, running };
}
