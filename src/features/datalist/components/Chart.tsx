import { BarChart, PieChart } from 'chartist';
import 'chartist/dist/index.css';
import { useEffect, useRef } from 'react';
import { chartHeights, type Decimal } from '@/domain';

/** One item of a chart: its name, the exact figure that sizes it, and the cells of its table row. */
export interface ChartRow {
  readonly name: string;
  readonly value: Decimal;
  /** The row's cells after the name, as shown (amounts with their currency, counts with their unit). */
  readonly cells: readonly string[];
}

export interface ChartFigureProps {
  /** Bars (figures side by side) or a ring (the parts of a whole). */
  readonly kind: 'bar' | 'donut';
  /** The chart's heading. */
  readonly title: string;
  /** What the drawing says, in words: the drawing's accessible name. */
  readonly label: string;
  /** The table's column headings: the name column, then one per cell. */
  readonly headers: readonly string[];
  readonly rows: readonly ChartRow[];
  /**
   * Bars named by their rank (1, 2, 3…) under the axis, the rank repeated before each table row: long
   * names (goods) side by side overlap on a phone, a number under each bar always fits.
   */
  readonly numbered?: boolean;
}

/**
 * A chart with its text alternative: the drawing (chartist, SVG) is one image named by `label`, and the
 * same figures follow as a table, so a buyer who would rather read — or a screen reader — has them all.
 * The drawing is sized by each figure's share of the largest (exact, src/domain), never by the money
 * figure as a float.
 */
export function ChartFigure({ kind, title, label, headers, rows, numbered = false }: ChartFigureProps) {
  const canvas = useRef<HTMLDivElement>(null);
  const names = rows.map((row) => row.name);
  const axisLabels = numbered ? rows.map((_, index) => String(index + 1)) : names;
  const heights = chartHeights(rows.map((row) => row.value));
  const key = JSON.stringify([kind, axisLabels, heights]);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return undefined;
    const chart =
      kind === 'bar'
        ? new BarChart(
            element,
            { labels: axisLabels, series: heights },
            {
              distributeSeries: true,
              height: '180px',
              high: 100,
              low: 0,
              axisY: { showLabel: false, offset: 0 },
              chartPadding: { top: 12, right: 8, bottom: 0, left: 8 },
            },
          )
        : new PieChart(element, { series: heights }, { donut: true, donutWidth: 28, showLabel: false, height: '180px' });
    return () => {
      chart.detach();
    };
    // `key` stands for the drawing's inputs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return (
    <figure className="dl-chart">
      <figcaption className="dl-chart__title">{title}</figcaption>
      <div className={`dl-chart__canvas dl-chart__canvas--${kind}`} role="img" aria-label={label} ref={canvas} />
      {kind === 'donut' && (
        <ul className="dl-chart__legend" aria-hidden="true">
          {names.map((name, index) => (
            <li key={index} className={`dl-chart__key dl-chart__key--${index}`}>
              {name}
            </li>
          ))}
        </ul>
      )}
      <table className="dl-table">
        <caption className="dl-table__caption">{title}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {/* Two rows may share a name (the same goods bought in two units): keyed by place. */}
          {rows.map((row, index) => (
            <tr key={index}>
              <th scope="row">
                {numbered && (
                  <span className="dl-table__rank" aria-hidden="true">
                    {index + 1}
                  </span>
                )}
                {row.name}
              </th>
              {row.cells.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
