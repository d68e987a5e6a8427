// The Download menu (PNG / SVG) of the division history's two charts (issue 41 §4): each image's
// title, source line and file name. The menu's module loads with the chart (React.lazy), the image
// code when the menu is first used: neither is on the first screen.
import { Suspense, lazy, type RefObject } from 'react';
import type { ChartDownloadInfo, ChartKeyEntry } from '../../../components/chart-download.tsx';

// Its own lazy import, not chart-frame.ts's: a static import of that shared module from this route
// would add its chunk to the route's preload list, which the first screen carries.
const ChartDownloadBar = lazy(() =>
  import('../../../components/chart-download.tsx').then((m) => ({ default: m.ChartDownloadBar })),
);
/** The menu's row height (chart-download.tsx's BAR_HEIGHT), so nothing moves when it arrives. */
const DOWNLOAD_BAR_STYLE = { minHeight: 34 } as const;

const VIEW = ['fighter_ratings', 'fighters_historical_view'] as const;

export interface HistorySpan {
  /** The class's name (service text) for the title, the source line and the file name. */
  readonly classText: string;
  readonly top: number;
  /** The span's first and last dates drawn, `YYYY-MM-DD`. */
  readonly from: string | undefined;
  readonly to: string | undefined;
}

/** Ranks over time: the fighters are named beside their lines in the drawing, so no key. */
export function ranksDownload(span: HistorySpan): ChartDownloadInfo {
  const { classText, top, from, to } = span;
  return {
    title: `Ranks over time: top ${top} of ${classText}`,
    names: [classText],
    view: VIEW,
    dates: [from, to],
    scope: classText,
    filename: [classText, 'ranks', from, 'to', to],
  };
}

/** Depth of the top N: its two lines' key is HTML on the page, so the image draws its own. */
export function depthDownload(span: HistorySpan, key: readonly ChartKeyEntry[]): ChartDownloadInfo {
  const { classText, top, from, to } = span;
  return {
    title: `Depth of the top ${top} of ${classText}`,
    names: [classText],
    view: VIEW,
    dates: [from, to],
    scope: classText,
    filename: [classText, 'depth', 'top', String(top), from, 'to', to],
    chartKey: key,
  };
}

/** The menu beside a chart's heading, for the chart drawn in `chart`; a still row while it loads. */
export function HistoryChartDownload(props: {
  name: string;
  chart: RefObject<HTMLElement | null>;
  download: ChartDownloadInfo | undefined;
}) {
  return (
    <div className="history-chart-actions" data-chart-download={props.name}>
      <Suspense fallback={<div style={DOWNLOAD_BAR_STYLE} />}>
        <ChartDownloadBar chart={props.chart} download={props.download} />
      </Suspense>
    </div>
  );
}
