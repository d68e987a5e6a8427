// A player's rating over time: the range choice, the legend, the chart (Recharts, loaded only
// here) and a sentence summing up the range for everyone, including screen-reader users.
import { useEffect, useId, useMemo, useState } from 'react';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { Isolated } from '../../components/isolated.tsx';
import { LoadingState } from '../../components/loading-state.tsx';
import { formatDate } from '../../lib/format.ts';
import { ExportCsvButton } from '../../components/export-csv-button.tsx';
import { safeFilename } from '../../lib/filename.ts';
import { chartCsvRows, teamChanges } from './chart-data.ts';
import { historyColumns } from './history-columns.ts';
import { ChartLegend } from './chart-legend.tsx';
import { ALL_RANGE, type HistoryRange } from './football-paths.ts';
import { ChartOverview } from './chart-overview.tsx';
import { RangeControls } from './range-controls.tsx';
import { summaryText, type DateWindow } from './player-history.ts';
import type { PlayerData } from './use-player.ts';

type ChartModule = typeof import('./rating-chart.tsx');

// Recharts is fetched only when a chart is about to be drawn: no other screen loads it.
// The request starts with the route's loader and again when a player's screen mounts, while the
// history is still loading; both share one promise, so the chunk is fetched once.
let ratingChartModule: Promise<ChartModule> | undefined;
let loadedChart: ChartModule | undefined;
export function loadRatingChart(): Promise<ChartModule> {
  ratingChartModule ??= import('./rating-chart.tsx').then(
    (module) => (loadedChart = module),
    (error: unknown) => {
      ratingChartModule = undefined;
      throw error;
    },
  );
  return ratingChartModule;
}

/**
 * The chart's code: at once when it is in, else once it arrives, or the error if it failed. Not
 * React.lazy: a Suspense fallback, once shown, is kept for at least 300 ms, and the chart's code
 * often arrives just after the history; a plain loading state gives way the moment it is in.
 */
function useRatingChart(): { module?: ChartModule; error?: unknown; retry: () => void } {
  const [state, setState] = useState<{ module?: ChartModule; error?: unknown }>(() => ({
    module: loadedChart,
  }));
  const [attempt, setAttempt] = useState(0);
  const loaded = state.module !== undefined;
  useEffect(() => {
    if (loaded) return;
    let live = true;
    loadRatingChart().then(
      (module) => live && setState({ module }),
      (error: unknown) => live && setState({ error }),
    );
    return () => {
      live = false;
    };
  }, [loaded, attempt]);
  return {
    ...state,
    retry: () => {
      setState({});
      setAttempt((n) => n + 1);
    },
  };
}

function windowText(bounds: DateWindow): string {
  if (bounds.from === null || bounds.to === null) return 'every appearance';
  return `${formatDate(bounds.from)} to ${formatDate(bounds.to)}`;
}

interface PlayerChartSectionProps {
  data: PlayerData;
  onRangeChange: (range: HistoryRange) => void;
}

export function PlayerChartSection({ data, onRangeChange }: PlayerChartSectionProps) {
  const summaryId = useId();
  const chart = useRatingChart();
  const RatingChart = chart.module?.default;
  const { series, peakKind, summary, name } = data;
  const csvRows = useMemo(() => chartCsvRows(series), [series]);
  const label =
    series.length > 1
      ? `Rating over time of ${series.map((s) => s.name).join(', ')}`
      : `Rating over time of ${name}`;
  return (
    <section className="player-page__chart" aria-labelledby="chart-heading">
      <div className="player-page__chart-head">
        <h2 id="chart-heading">Rating over time</h2>
        <ExportCsvButton
          label="Export chart CSV"
          filename={safeFilename(['football', 'chart', ...series.map((s) => String(s.playerId))])}
          columns={historyColumns}
          rows={csvRows}
        />
      </div>
      <RangeControls
        range={data.range}
        seasons={data.seasons}
        window={data.dateWindow}
        first={data.overall.first}
        last={data.overall.last}
        onChange={onRangeChange}
      />
      <p className="football__muted">Showing {windowText(data.dateWindow)}.</p>
      {data.unknownRange !== null ? (
        <p role="alert" className="football__error">
          The link asks for a season “<Isolated text={data.unknownRange} clip />” with no years in
          its name, so every appearance is shown.{' '}
          <button type="button" className="button" onClick={() => onRangeChange(ALL_RANGE)}>
            Show all
          </button>
        </p>
      ) : null}
      <ChartLegend
        series={series}
        peakKind={peakKind}
        hasTeamChanges={teamChanges(data.shownRows).length > 0}
      />
      {summary.plotted === 0 ? (
        <EmptyState
          title="Nothing to draw in this range."
          detail="No appearance in this range has a rating. Choose a longer range."
        >
          <button type="button" className="button" onClick={() => onRangeChange(ALL_RANGE)}>
            Show all
          </button>
        </EmptyState>
      ) : RatingChart ? (
        <RatingChart series={series} peakKind={peakKind} label={label} describedBy={summaryId} />
      ) : chart.error !== undefined ? (
        <ErrorState error={chart.error} onRetry={chart.retry} />
      ) : (
        <LoadingState label="Loading the chart…" rows={6} />
      )}
      <ChartOverview
        rows={data.rows}
        window={data.dateWindow}
        colour={series[0]?.colour ?? 'currentColor'}
        onSelect={(from, to) => onRangeChange({ kind: 'custom', from, to })}
      />
      <p id={summaryId} className="player-page__summary">
        <Isolated text={name} />: {summaryText(summary, peakKind)}
      </p>
    </section>
  );
}
