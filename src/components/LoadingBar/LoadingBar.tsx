import { useEffect, useRef, useState } from 'react';
import { useNavigation } from '@/lib/navigation';
import { timeouts } from '@/lib/constants';
import { useT } from '@/lib/i18n';
import { createProgress, type ProgressState } from './progress';
import './loadingBar.css';

/** The bar at the top of the page while the router navigates (throttle 200 ms, duration 5 s). */
export function LoadingBar() {
  const navigation = useNavigation();
  const t = useT();
  const [state, setState] = useState<ProgressState>({ visible: false, percent: 0 });
  const progress = useRef<ReturnType<typeof createProgress> | null>(null);

  useEffect(() => {
    const model = createProgress({ throttleMs: timeouts.progressBarThrottleMs, durationMs: timeouts.progressBarDurationMs, onChange: setState });
    progress.current = model;
    return () => model.dispose();
  }, []);

  const busy = navigation.state !== 'idle';
  useEffect(() => {
    if (busy) progress.current?.start();
    else progress.current?.finish();
  }, [busy]);

  if (!state.visible) return null;
  return (
    <div
      className="loading-bar"
      role="progressbar"
      aria-label={t('common.loading')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(state.percent)}
    >
      <div className="loading-bar__fill" style={{ width: `${state.percent}%` }} />
    </div>
  );
}
