import { Money } from '@/components/Money';
import { useT } from '@/lib/i18n';
import type { Supplement } from '../api';
import { Line, Section } from './ui';

/** A supplement (top-up) of an order: why, how much, its state and times, and its lines when it has any. */
export function SupplementSummary({ supplement }: { supplement: Supplement }) {
  const t = useT();
  return (
    <>
      <div className="rf-hero" role="status">
        <h2>{t(`refund.supplement.statuses.${supplement.status}`)}</h2>
        <p>
          {t('refund.common.orderNo')} {supplement.orderNo}
        </p>
      </div>
      <Section title={t('refund.supplement.amount')} extra={<Money value={supplement.amount} className="rf-big" />}>
        <Line label={t('refund.supplement.reason')} value={supplement.reason} />
        <Line label={t('refund.supplement.createdAt')} value={supplement.createdAt} />
        {supplement.status === 'pendingPayment' && supplement.payDeadline && <Line label={t('refund.supplement.payDeadline')} value={supplement.payDeadline} />}
        {supplement.paidAt && <Line label={t('refund.supplement.paidAt')} value={supplement.paidAt} />}
      </Section>
      {supplement.lines.length > 0 && (
        <Section title={t('refund.supplement.lines')}>
          {supplement.lines.map((line) => (
            <Line
              key={line.additemId}
              label={t('refund.supplement.lineValue', { name: `${line.parentName} ${line.additemName}`, quantity: line.quantity })}
              value={<Money value={line.amount} />}
            />
          ))}
        </Section>
      )}
    </>
  );
}
