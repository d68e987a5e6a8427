// The Download menu of a chart: the chart as shown (theme, range, the players or fighters drawn) as a
// PNG or an SVG file, under its title and above its key and a source line. The image code
// (lib/chart-image.ts) loads when the menu is first pointed at or focused, not with the chart.
import { useState, type RefObject } from 'react';
import { Popover } from './popover.tsx';
import { downloadBlob } from '../lib/download.ts';
import { safeFilename } from '../lib/filename.ts';
import { formatDate } from '../lib/format.ts';
import { displayText } from '../lib/text.ts';
import type { ChartKeyEntry } from '../lib/chart-image.ts';
import '../styles/controls.css';
import './chart-download.css';

export type { ChartKeyEntry };

const loadImageCode = () => import('../lib/chart-image.ts');
const preload = () => void loadImageCode().catch(() => undefined);

/**
 * Props of the Download menu. Place it beside the chart's title, outside the element `chart`
 * points at (the button is not part of the image).
 */
export interface ChartDownloadProps {
  /** The element the chart is drawn in: its first `<svg>` is the image. */
  chart: RefObject<HTMLElement | null>;
  /** The image's title, e.g. "Ranks in Lightweight, top 10". Service text through `serviceText`. */
  title: string;
  /**
   * The source line's parts, in this order: the view (`chartView(hub, view)`), the date or dates
   * (`chartDates`), the class or league, the rating system. "Made <today>" is added.
   */
  source: readonly (string | null | undefined)[];
  /** The file name's parts, without extension: `['lightweight', 'ranks', from, 'to', to]`. */
  filename: readonly (string | null | undefined)[];
  /** The key drawn under the chart: the on-screen legends are HTML, outside the SVG. */
  chartKey?: readonly ChartKeyEntry[];
}

/** Service text (a name) for a title or key: bidi controls shown, isolated from the words around. */
export function serviceText(text: string | null | undefined): string {
  return `\u2068${displayText(text ?? '')}\u2069`;
}

/** The source line's view part: the hub's and the view's names. */
export function chartView(hub: string, view: string): string {
  return `Data Views · ${hub} · ${view}`;
}

/** The source line's dates part: one date, or the first to the last (`YYYY-MM-DD`). */
export function chartDates(first: string | null | undefined, last?: string | null): string {
  if (!first) return '';
  return last && last !== first ? `${formatDate(first)} to ${formatDate(last)}` : formatDate(first);
}

/** Today in the reader's calendar, `YYYY-MM-DD`. */
function today(): string {
  const now = new Date();
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

type Format = 'png' | 'svg';

async function save(props: ChartDownloadProps, format: Format): Promise<string> {
  const svg = props.chart.current?.querySelector('svg');
  if (!svg) throw new Error('The chart is not drawn yet.');
  const { buildChartSvg, chartPng } = await loadImageCode();
  const image = buildChartSvg(svg, {
    title: props.title,
    source: props.source.filter((part): part is string => typeof part === 'string' && part !== ''),
    made: today(),
    key: props.chartKey,
  });
  const name = safeFilename(props.filename, format);
  const blob =
    format === 'svg' ? new Blob([image.text], { type: 'image/svg+xml' }) : await chartPng(image);
  downloadBlob(name, blob);
  return name;
}

export function ChartDownload(props: ChartDownloadProps) {
  const [status, setStatus] = useState<{ busy: boolean; text: string }>({ busy: false, text: '' });
  const run = (format: Format) => {
    setStatus({ busy: true, text: `Making the ${format.toUpperCase()}…` });
    save(props, format).then(
      (name) => setStatus({ busy: false, text: `Saved ${name}` }),
      (error: unknown) =>
        setStatus({
          busy: false,
          text: `The ${format.toUpperCase()} could not be made${error instanceof Error ? `: ${error.message}` : '.'}`,
        }),
    );
  };
  return (
    <Popover
      label="Download"
      className="chart-download"
      panelClassName="chart-download__panel"
      placement="bottom-end"
      buttonProps={{
        className: 'dv-button chart-download__button',
        'aria-label': 'Download chart',
        onPointerEnter: preload,
        onFocus: preload,
      }}
    >
      <div className="chart-download__choices">
        {(['png', 'svg'] as const).map((format) => (
          <button
            key={format}
            type="button"
            className="dv-button"
            disabled={status.busy}
            onClick={() => run(format)}
          >
            Download chart as {format.toUpperCase()}
          </button>
        ))}
        <p className="chart-download__status" role="status">
          {status.text}
        </p>
      </div>
    </Popover>
  );
}

/** What a chart is told about itself for its downloads: all of ChartDownloadProps but `chart`. */
export type ChartDownloadInfo = Omit<ChartDownloadProps, 'chart'>;

/** The row above a chart holding its Download menu at the right; nothing without `download`. */
export function ChartDownloadBar({
  chart,
  download,
  chartKey,
}: {
  chart: RefObject<HTMLElement | null>;
  download: ChartDownloadInfo | undefined;
  /** The chart's own key, where the caller gave none. */
  chartKey?: readonly ChartKeyEntry[];
}) {
  if (!download) return null;
  return (
    <div className="chart-download__bar">
      <ChartDownload chart={chart} chartKey={chartKey} {...download} />
    </div>
  );
}
