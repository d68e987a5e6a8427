// The Download menu of a chart: the chart as shown (theme, range, the players or fighters drawn) as a
// PNG or an SVG file, under its title and above its key and a source line. The image code
// (lib/chart-image.ts) loads when the menu is first pointed at or focused, not with the chart.
//
// Reuse: give the chart a `download` prop (ChartDownloadInfo) and draw, above its drawing box,
//   const ChartDownloadBar = lazy(() => import('…/components/chart-download.tsx').then((m) => ({ default: m.ChartDownloadBar })));
//   <Suspense fallback={<div style={{ minHeight: BAR_HEIGHT }} />}><ChartDownloadBar chart={boxRef} download={download} chartKey={…} /></Suspense>
// (BAR_HEIGHT is 34; as a literal, so the chart does not import this module statically.)
import { useState, type RefObject } from 'react';
import { Popover } from './popover.tsx';
import { formatDate } from '../lib/format.ts';
import { displayText } from '../lib/text.ts';
import type { ChartKeyEntry } from '../lib/chart-image.ts';
import '../styles/controls.css';

export type { ChartKeyEntry };

// Inline styles, not a stylesheet: one more CSS file would be one more name in the preload lists of
// every screen that can open a chart, and those lists are on the first screen.
const BAR_STYLE = {
  display: 'flex',
  justifyContent: 'flex-end',
  minHeight: 30,
  marginBottom: 4,
} as const;
/** The bar's height, for the placeholder a chart shows while this module loads. */
export const BAR_HEIGHT = 34;
const CHOICES_STYLE = { display: 'flex', flexDirection: 'column', gap: '0.4rem' } as const;
const STATUS_STYLE = {
  margin: 0,
  color: 'var(--dv-muted)',
  fontSize: '0.85rem',
  overflowWrap: 'anywhere',
} as const;

const loadImageCode = () => import('../lib/chart-image.ts');
const preload = () => void loadImageCode().catch(() => undefined);

/**
 * What a chart says about itself in its image. Every chart takes it as its `download` prop; the
 * chart loads this module when it draws (a dynamic import: see BAR_HEIGHT) and places the menu.
 */
export interface ChartDownloadInfo {
  /** The image's title, e.g. "Ratings and rank of Ann Lee over time". */
  readonly title: string;
  /** Service text inside the title (names): isolated in the image, so none reorders the rest. */
  readonly names?: readonly string[];
  /** The source: the hub's and the view's names, e.g. `['fighter_ratings', 'fighters_view']`. */
  readonly view: readonly [hub: string, view: string];
  /** The date drawn, or the first and last (`YYYY-MM-DD`); none for the latest ratings. */
  readonly dates: readonly (string | null | undefined)[];
  /** The class or league (service text). */
  readonly scope?: string | null;
  /** The rating system or systems drawn, e.g. "Glicko-1". */
  readonly system?: string | null;
  /** The file name's parts, without extension: `['lightweight', 'ranks', from, 'to', to]`. */
  readonly filename: readonly (string | null | undefined)[];
  /** The key drawn under the chart (the on-screen legends are HTML, outside the SVG). */
  readonly chartKey?: readonly ChartKeyEntry[];
}

/**
 * Props of the Download menu. Place it beside the chart's title, outside the element `chart`
 * points at (the button is not part of the image).
 */
export interface ChartDownloadProps extends ChartDownloadInfo {
  /** The element the chart is drawn in: its largest `<svg>` is the image. */
  readonly chart: RefObject<HTMLElement | null>;
}

/** Service text as the image shows it: bidi controls made visible, isolated from the words around. */
function isolate(text: string): string {
  return `\u2068${displayText(text)}\u2069`;
}

/** The title with each name in it isolated (the longest first, so no name splits a longer one). */
export function imageTitle(title: string, names: readonly string[] = []): string {
  const shown = [...new Set(names.map(displayText))]
    .filter((name) => name !== '')
    .sort((a, b) => b.length - a.length)
    .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const text = displayText(title);
  return shown.length === 0 ? text : text.replace(new RegExp(shown.join('|'), 'g'), isolate);
}

/** The source line's parts: the view, the dates, the class or league, the rating system. */
export function imageSource(info: ChartDownloadInfo): string[] {
  const [first, last] = info.dates.filter((d): d is string => typeof d === 'string' && d !== '');
  const dates = !first
    ? 'latest ratings'
    : last && last !== first
      ? `${formatDate(first)} to ${formatDate(last)}`
      : formatDate(first);
  const scope = info.scope ? isolate(info.scope) : '';
  return [`Data Views · ${info.view[0]} · ${info.view[1]}`, dates, scope, info.system ?? ''].filter(
    (part) => part !== '',
  );
}

/** Today in the reader's calendar, `YYYY-MM-DD`. */
function today(): string {
  const now = new Date();
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

type Format = 'png' | 'svg';

/** The chart's drawing: the largest `<svg>` in the box (a legend's icons are small ones). */
function largestSvg(box: HTMLElement | null): SVGSVGElement | undefined {
  let best: SVGSVGElement | undefined;
  let bestArea = -1;
  for (const svg of box?.querySelectorAll('svg') ?? []) {
    if (svg.parentElement?.closest('svg')) continue;
    const rect = svg.getBoundingClientRect();
    const area =
      rect.width * rect.height ||
      Number(svg.getAttribute('width') ?? 0) * Number(svg.getAttribute('height') ?? 0);
    if (area > bestArea) {
      best = svg;
      bestArea = area;
    }
  }
  return best;
}

async function save(props: ChartDownloadProps, format: Format): Promise<string> {
  const svg = largestSvg(props.chart.current);
  if (!svg) throw new Error('The chart is not drawn yet.');
  const { saveChart } = await loadImageCode();
  const text = {
    title: imageTitle(props.title, props.names),
    source: imageSource(props),
    made: today(),
    key: props.chartKey?.map((entry) => ({ ...entry, name: isolate(entry.name) })),
  };
  return saveChart(svg, text, props.filename, format);
}

export function ChartDownload(props: ChartDownloadProps) {
  const [status, setStatus] = useState<{ busy: boolean; text: string }>({ busy: false, text: '' });
  const run = (format: Format) => {
    // Not disabled while busy: a disabled button drops the focus, and Escape would not reach the menu.
    if (status.busy) return;
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
      panelClassName="dv-column-menu__panel"
      placement="bottom-end"
      buttonProps={{
        className: 'dv-button',
        'aria-label': 'Download chart',
        onPointerEnter: preload,
        onFocus: preload,
      }}
    >
      <div style={CHOICES_STYLE}>
        {(['png', 'svg'] as const).map((format) => (
          <button
            key={format}
            type="button"
            className="dv-button"
            aria-disabled={status.busy}
            onClick={() => run(format)}
          >
            Download chart as {format.toUpperCase()}
          </button>
        ))}
        <p style={STATUS_STYLE} role="status">
          {status.text}
        </p>
      </div>
    </Popover>
  );
}

/**
 * The row above a chart holding its Download menu at the right; nothing without `download`.
 * Charts import this module dynamically (React.lazy) with a BAR_HEIGHT placeholder: imported
 * statically, its chunk's name would join the preload lists on the first screen.
 */
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
    <div style={BAR_STYLE}>
      <ChartDownload chart={chart} chartKey={chartKey} {...download} />
    </div>
  );
}
