import { type ReactNode, type TouchEvent, useRef, useState } from 'react';
import { pullDown, timeouts } from '@/lib/constants';
import { useT } from '@/lib/i18n';
import './pullRefresh.css';

/** How far (px, after damping) the buyer must pull before letting go refreshes: the spec's pull-down threshold. */
const RELEASE_AT = pullDown.threshold;
/** Where the head rests while it refreshes: the spec's pull-down stop. */
const HEAD_HEIGHT = pullDown.stop;
const MAX_PULL = RELEASE_AT + HEAD_HEIGHT;

type Phase = 'idle' | 'pulling' | 'canRelease' | 'refreshing' | 'complete';

/**
 * Pull-to-refresh: dragging down from the top of the page opens a head that says what letting go will
 * do; past the threshold, letting go runs `onRefresh` (which may fail: the content stays) and shows
 * "refreshed" for a moment. Touch only — on a desktop the page reloads as usual.
 */
export function PullRefresh({ onRefresh, children }: { onRefresh: () => Promise<void>; children: ReactNode }) {
  const t = useT();
  const [phase, setPhase] = useState<Phase>('idle');
  const [pull, setPull] = useState(0);
  const start = useRef<number | null>(null);

  const onTouchStart = (event: TouchEvent) => {
    if (phase === 'idle' && window.scrollY <= 0) start.current = event.touches[0]?.clientY ?? null;
  };
  const onTouchMove = (event: TouchEvent) => {
    const y = event.touches[0]?.clientY;
    if (start.current === null || y === undefined) return;
    // Half the finger's travel, so the head lags behind the finger as a spring would.
    const distance = Math.min(Math.max((y - start.current) / 2, 0), MAX_PULL);
    setPull(distance);
    setPhase(distance === 0 ? 'idle' : distance >= RELEASE_AT ? 'canRelease' : 'pulling');
  };
  const onTouchEnd = () => {
    if (start.current === null) return;
    start.current = null;
    if (phase !== 'canRelease') {
      setPull(0);
      setPhase('idle');
      return;
    }
    setPhase('refreshing');
    setPull(HEAD_HEIGHT);
    void onRefresh()
      .catch(() => undefined)
      .then(() => {
        setPhase('complete');
        setTimeout(() => {
          setPull(0);
          setPhase('idle');
        }, timeouts.fetchMinDisplayDelayMs);
      });
  };

  const text = {
    idle: '',
    pulling: t('home.pull.pulling'),
    canRelease: t('home.pull.canRelease'),
    refreshing: t('home.pull.refreshing'),
    complete: t('home.pull.complete'),
  }[phase];
  return (
    <div className="pull-refresh" onTouchStart={onTouchStart} onTouchMove={onTouchMove} onTouchEnd={onTouchEnd} onTouchCancel={onTouchEnd}>
      <div className={start.current === null ? 'pull-refresh__head pull-refresh__head--settling' : 'pull-refresh__head'} style={{ height: pull }} role="status">
        {text}
      </div>
      {children}
    </div>
  );
}
