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

/** A progress timeline (refund, top-up): each step with its time and remark, done ones marked. */
export function ProgressTimeline({ steps }: { steps: readonly ProgressStep[] }) {
  const t = useT();
  const current = steps.findIndex((step) => !step.done);
  return (
    <ol className="rf-steps" aria-label={t('refund.common.steps')}>
      {steps.map((step, index) => {
        const key = stepText(step);
        return (
          <li
            key={`${step.key ?? step.title}-${index}`}
            className={step.done ? 'rf-step rf-step--done' : 'rf-step'}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className="rf-step__title">{key ? t(key) : step.title}</span>
            <span className="rf-step__meta">
              {step.time ?? t('refund.steps.pending')}
              {step.remark ? ` · ${step.remark}` : ''}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
