import type { ReactNode } from 'react';
import { LoadState as SharedLoadState, type LoadStateProps } from '@/components/LoadState';
import { StatusTabs } from '@/components/Tabs';
import { DASHBOARD_PERIODS } from '@/domain';
import { useT } from '@/lib/i18n';
import { choosePeriod, usePeriod } from '../store';

/** The period strip over every dashboard: this month, the last 30 days, this year, all. */
export function PeriodTabs() {
  const t = useT();
  const { period } = usePeriod();
  return (
    <StatusTabs
      label={t('datalist.period.label')}
      tabs={DASHBOARD_PERIODS.map((id) => ({ id, text: t(`datalist.period.${id}`) }))}
      activeId={period}
      onSelect={choosePeriod}
      className="dl-tabs"
    />
  );
}

/** Loading, error (with retry) or the figures, in the dashboards' words. */
export function LoadState(props: Omit<LoadStateProps, 'failedTitle' | 'retryLabel' | 'className'>) {
  const t = useT();
  return <SharedLoadState {...props} className="dl-state" failedTitle={t('datalist.common.loadFailed')} retryLabel={t('datalist.common.retry')} />;
}

/** One headline figure: its name over its value. */
export interface Figure {
  readonly label: string;
  readonly value: string;
}

/** The headline figures of a card, two to a row; each reads as "name value". */
export function Figures({ items }: { items: readonly Figure[] }) {
  return (
    <dl className="dl-figures">
      {items.map((item) => (
        <div key={item.label} className="dl-figure">
          <dt className="dl-figure__label">{item.label}</dt>
          <dd className="dl-figure__value">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A white card of a dashboard page. */
export function Card({ children }: { children: ReactNode }) {
  return <section className="dl-card">{children}</section>;
}

/** When the figures were counted. */
export function Updated({ time }: { time: string }) {
  const t = useT();
  return <p className="dl-updated">{t('datalist.common.updated', { time })}</p>;
}
