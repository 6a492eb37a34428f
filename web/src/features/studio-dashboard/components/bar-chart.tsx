/**
 * A bar chart drawn by uPlot (a canvas, the smallest of the well-kept charting libraries), with
 * its table equivalent: the canvas is hidden from screen readers and the table is what they read.
 * The table is always in the page; "Show as table" also shows it to the eye, in place of the bars.
 * Where the browser cannot draw (no canvas, no ResizeObserver) only the table is shown. uPlot
 * itself loads when a chart is first drawn, after the figures, and never where nothing is drawn.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface BarSeries {
  label: string;
  values: number[];
  /** How a value is written, on the axis, in the table and in the chart's summary. */
  format: (value: number) => string;
  colour: string;
}

const canDraw = () =>
  typeof ResizeObserver !== 'undefined' && typeof HTMLCanvasElement !== 'undefined' && !!document.createElement('canvas').getContext?.('2d');

const HEIGHT = 220;

async function draw(element: HTMLElement, labels: string[], series: BarSeries, width: number): Promise<uPlot> {
  const { default: UPlot } = await import('uplot');
  const xs = labels.map((_, i) => i);
  const bars = UPlot.paths.bars!({ size: [0.7, 48], align: 0 });
  return new UPlot(
    {
      width,
      height: HEIGHT,
      legend: { show: false },
      cursor: { show: false },
      scales: { x: { time: false, range: [-0.5, labels.length - 0.5] }, y: { range: (_u, _min, max) => [0, Math.max(1, max) * 1.1] } },
      axes: [
        {
          values: (_u, splits) => splits.map((i) => (Number.isInteger(i) ? (labels[i] ?? '') : '')),
          splits: () => xs,
          gap: 4,
          size: 60,
          rotate: labels.length > 8 ? -35 : 0,
        },
        { values: (_u, splits) => splits.map((v) => series.format(v)), size: 70 },
      ],
      series: [{}, { label: series.label, fill: series.colour, stroke: series.colour, paths: bars, points: { show: false } }],
    },
    [xs, series.values],
    element,
  );
}

export function BarChart(props: {
  title: string;
  /** One sentence on what the bars show, read before the table. */
  summary: string;
  /** The first column's heading and each row's label. */
  labelHeading: string;
  labels: string[];
  /** The first series is drawn; every series is a column of the table. */
  series: BarSeries[];
  empty?: ReactNode;
  testId?: string;
}) {
  const { title, summary, labels, series } = props;
  const canvas = useRef<HTMLDivElement>(null);
  const [asTable, setAsTable] = useState(false);
  const [drawable] = useState(canDraw);
  const ids = { title: useId(), table: useId() };

  const drawn = series[0]!;
  const key = JSON.stringify([labels, drawn.values]);
  useEffect(() => {
    const element = canvas.current;
    if (!element || !drawable || asTable || props.empty) return;
    let chart: uPlot | undefined;
    let gone = false;
    const resize = new ResizeObserver(() => chart?.setSize({ width: Math.max(280, element.clientWidth), height: HEIGHT }));
    void draw(element, labels, drawn, Math.max(280, element.clientWidth)).then((drawnChart) => {
      if (gone) return drawnChart.destroy();
      chart = drawnChart;
      resize.observe(element);
    });
    return () => {
      gone = true;
      resize.disconnect();
      chart?.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the labels and values drawn
  }, [key, drawable, asTable, !!props.empty]);

  const showTable = asTable || !drawable;
  return (
    <figure className="dashboard-chart" aria-labelledby={ids.title} data-testid={props.testId}>
      <div className="dashboard-chart__head">
        <figcaption id={ids.title} className="dashboard-chart__title">
          {title}
        </figcaption>
        {drawable && !props.empty && (
          <button type="button" className="button button--quiet dashboard-chart__toggle" aria-pressed={asTable} onClick={() => setAsTable((t) => !t)}>
            Show as table
          </button>
        )}
      </div>
      {props.empty ? (
        <p className="dashboard-empty">{props.empty}</p>
      ) : (
        <>
          <p className="dashboard-chart__summary">{summary}</p>
          {!showTable && <div ref={canvas} className="dashboard-chart__canvas" aria-hidden="true" data-testid="chart-canvas" />}
          <div className={showTable ? 'dashboard-table-wrap' : 'visually-hidden'}>
            <table className="dashboard-table" id={ids.table}>
              <caption className="visually-hidden">{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{props.labelHeading}</th>
                  {series.map((s) => (
                    <th key={s.label} scope="col" className="dashboard-table__number">
                      {s.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {labels.map((label, row) => (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    {series.map((s) => (
                      <td key={s.label} className="dashboard-table__number">
                        {s.format(s.values[row] ?? 0)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </figure>
  );
}
