import Toast from 'antd-mobile/es/components/toast';
import { useMemo, useState } from 'react';
import { t } from '@/lib/i18n';
import { createClickGuard } from './clickGuard';

/** Tells the buyer to wait: a short toast with 请稍候... */
export function showPleaseWait(): void {
  Toast.show({ content: t('common.pleaseWait'), duration: 1000 });
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
