import { Timeline, type TimelineStatus } from '@/components/Timeline';
import type { MessageKey } from '@/lib/i18n';
import { useT } from '@/lib/i18n';
import type { ProgressStep } from '../api';

/** The catalogue text of a step by its key; a step not done yet says what it waits for. */
function stepText(step: ProgressStep): MessageKey | null {
  switch (step.key) {
    case 'review':
      return step.done ? 'refund.steps.review' : 'refund.steps.reviewWaiting';
    case 'paid':
      return step.done ? 'refund.steps.paid' : 'refund.steps.payWaiting';
    case undefined:
      return null;
    default:
      return `refund.steps.${step.key}`;
  }
}

/**
 * A progress timeline (refund, top-up) on the kit's Timeline: the steps done, the first one not done as the
 * current state (what the request waits for), the later ones still to come; a refusal shows as a failure.
 */
export function ProgressTimeline({ steps }: { steps: readonly ProgressStep[] }) {
  const t = useT();
  const current = steps.findIndex((step) => !step.done);
  const statusOf = (step: ProgressStep, index: number): TimelineStatus => {
    if (step.done) return step.key === 'rejected' ? 'error' : 'done';
    return index === current ? 'current' : 'waiting';
  };
  return (
    <Timeline
      label={t('refund.common.steps')}
      events={steps.map((step, index) => {
        const key = stepText(step);
        return {
          key: `${step.key ?? step.title}-${index}`,
          title: key ? t(key) : step.title,
          description: [step.time ?? t('refund.steps.pending'), step.remark].filter(Boolean).join(' · '),
          status: statusOf(step, index),
        };
      })}
    />
  );
}
