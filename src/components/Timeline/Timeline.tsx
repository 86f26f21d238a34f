import Steps from 'antd-mobile/es/components/steps';
import type { ReactNode } from 'react';
import './timeline.css';

/** One event of a record's progress: what happened, and when (with a note). */
export interface TimelineEvent {
  readonly key: string;
  readonly title: ReactNode;
  readonly description?: ReactNode;
}

/**
 * A record's progress (an order, a refund, a waybill, a top-up) as a vertical timeline, oldest first: the
 * events done, the last one the current state.
 */
export function Timeline({ label, events }: { label: string; events: readonly TimelineEvent[] }) {
  return (
    <div className="app-timeline" role="group" aria-label={label}>
      <Steps direction="vertical" current={events.length - 1}>
        {events.map((event, index) => (
          <Steps.Step key={event.key} title={event.title} description={event.description} status={index === events.length - 1 ? 'process' : 'finish'} />
        ))}
      </Steps>
    </div>
  );
}
