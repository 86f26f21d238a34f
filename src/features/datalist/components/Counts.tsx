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
 * way and the quantity signed for, then the trips under way beside the others (bars and their table).
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
        <ChartFigure
          kind="bar"
          title={t(words.chart)}
          label={t(words.chartLabel, { items: parts.map((p) => t(words.chartItem, { name: p.name, count: p.value })).join(t('datalist.common.separator')) })}
          headers={[t('datalist.common.item'), t('datalist.common.value')]}
          rows={parts.map((p) => ({ ...p, cells: [p.value] }))}
        />
      </Card>
      <Updated time={figures.updateTime} />
    </>
  );
}
