import Steps from 'antd-mobile/es/components/steps';
import type { ReactNode } from 'react';
import './timeline.css';

/**
 * Where an event stands: done, the current state, still to come (a step the record waits for), or a
 * failure (a refused refund, a cancelled waybill).
 */
export type TimelineStatus = 'done' | 'current' | 'waiting' | 'error';

/** One event of a record's progress: what happened, and when (with a note). */
export interface TimelineEvent {
  readonly key: string;
  readonly title: ReactNode;
  readonly description?: ReactNode;
  /** Left out: the last event is the current state and the ones before it are done. */
  readonly status?: TimelineStatus;
}

const stepStatus = { done: 'finish', current: 'process', waiting: 'wait', error: 'error' } as const;

/**
 * A record's progress (an order, a refund, a waybill, a top-up) as a vertical timeline, oldest first: the
 * events done, then the current state, then any steps still to come. Read out as a list, the current
 * event marked as such.
 */
export function Timeline({ label, events }: { label: string; events: readonly TimelineEvent[] }) {
  const statusOf = (event: TimelineEvent, index: number): TimelineStatus => event.status ?? (index === events.length - 1 ? 'current' : 'done');
  const statuses = events.map(statusOf);
  // The current event: the one said so, else the last one done when the rest waits.
  const explicit = statuses.indexOf('current');
  const current = explicit >= 0 ? explicit : statuses.lastIndexOf('done');
  return (
    <div className="app-timeline" role="group" aria-label={label}>
      <Steps direction="vertical" current={current}>
        {events.map((event, index) => (
          <Steps.Step
            key={event.key}
            aria-current={index === current ? 'step' : undefined}
            title={event.title}
            description={event.description}
            status={stepStatus[statuses[index]!]}
          />
        ))}
      </Steps>
    </div>
  );
}
