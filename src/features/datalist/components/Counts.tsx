import { StatusBlock } from '@/components/StatusBlock';
import { subtractExact } from '@/domain';
import { useT, type MessageKey } from '@/lib/i18n';
import { ChartFigure } from './Chart';
import { Card, Figures, Updated } from './ui';

/** The words of a transport card (trucks or ships): its figures' names and its chart's. */
export interface TransportWords {
  readonly fleet: MessageKey;
  readonly trips: MessageKey;
  readonly inTransit: MessageKey;
  readonly others: MessageKey;
  readonly quantity: MessageKey;
  readonly chart: MessageKey;
  readonly chartLabel: MessageKey;
  readonly chartItem: MessageKey;
  /** What the chart's card says when the period has no trips. */
  readonly empty: MessageKey;
}

/** The figures of a transport card as the gateway counts them. */
export interface TransportCounts {
  readonly fleet: number;
  readonly trips: number;
  readonly inTransit: number;
  readonly quantity: string;
  readonly updateTime: string;
}

/**
 * A transport card's page body (the factory logistics and ship cards): the fleet, the trips, those under
 * way and the quantity signed for, then the trips under way beside the others (bars and their table) —
 * or, with no trip in the period, the chart's heading over a word that there is none (an empty grid
 * would read as a chart that failed to draw).
 */
export function TransportFigures({ figures, words }: { figures: TransportCounts; words: TransportWords }) {
  const t = useT();
  // Counts, not money: the others are the trips less those under way.
  const others = subtractExact(String(figures.trips), String(figures.inTransit));
  const parts = [
    { name: t(words.inTransit), value: String(figures.inTransit) },
    { name: t(words.others), value: others },
  ];
  return (
    <>
      <Card>
        <Figures
          items={[
            { label: t(words.fleet), value: String(figures.fleet) },
            { label: t(words.trips), value: String(figures.trips) },
            { label: t(words.inTransit), value: String(figures.inTransit) },
            { label: t(words.quantity), value: figures.quantity },
          ]}
        />
      </Card>
      <Card>
        {figures.trips === 0 ? (
          <>
            <h2 className="dl-chart__title">{t(words.chart)}</h2>
            <StatusBlock status="empty" title={t(words.empty)} description={t('datalist.common.otherPeriod')} />
          </>
        ) : (
          <ChartFigure
            kind="bar"
            title={t(words.chart)}
            label={t(words.chartLabel, { items: parts.map((p) => t(words.chartItem, { name: p.name, count: p.value })).join(t('datalist.common.separator')) })}
            headers={[t('datalist.common.item'), t('datalist.common.value')]}
            rows={parts.map((p) => ({ ...p, cells: [p.value] }))}
          />
        )}
      </Card>
      <Updated time={figures.updateTime} />
    </>
  );
}
