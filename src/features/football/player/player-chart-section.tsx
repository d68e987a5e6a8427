// A player's rating over time: the range choice, the legend, the chart (its code loaded only for
// this screen, rating-chart-loader.ts) and a sentence summing up the range for everyone, including
// screen-reader users.
import { useId, useMemo } from 'react';
import { AfterFirstPaint } from '../../../components/after-first-paint.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { useModule } from '../../../components/use-module.ts';
import { Isolated } from '../../../components/isolated.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { formatDate } from '../../../lib/format.ts';
import { ExportCsvButton } from '../../../components/export-csv-button.tsx';
import { safeFilename } from '../../../lib/filename.ts';
import { chartCsvRows, teamChanges } from '../chart/chart-data.ts';
import { historyColumns } from './history-columns.ts';
import { ChartLegend } from '../chart/chart-legend.tsx';
import { CompareTable } from '../compare/compare-table.tsx';
import { ALL_RANGE, rangeParam, type HistoryRange } from './history-range.ts';
import { ChartOverview } from '../chart/chart-overview.tsx';
import { RangeControls } from './range-controls.tsx';
import { PlayerForm } from './player-form.tsx';
import { summaryText, type DateWindow } from './player-history.ts';
import { displayText } from '../../../lib/text.ts';
import { ratingChart } from '../chart/rating-chart-loader.ts';
import type { PlayerData } from './use-player.ts';

function windowText(bounds: DateWindow): string {
  if (bounds.from === null || bounds.to === null) return 'every appearance';
  return `${formatDate(bounds.from)} to ${formatDate(bounds.to)}`;
}

interface PlayerChartSectionProps {
  data: PlayerData;
  /** The league's name where the page was opened from one (as the breadcrumb shows it), else null. */
  league: string | null;
  onRangeChange: (range: HistoryRange) => void;
}

/** The chart once its code is in; while it loads, if it fails, or when the range has no rating. */
function ChartOrState({
  data,
  league,
  label,
  describedBy,
  onRangeChange,
}: PlayerChartSectionProps & { label: string; describedBy: string }) {
  const chart = useModule(ratingChart);
  const RatingChart = chart.module?.default;
  if (data.summary.plotted === 0) {
    return (
      <EmptyState
        title="Nothing to draw in this range."
        detail="No appearance in this range has a rating. Choose a longer range."
      >
        <button type="button" className="button" onClick={() => onRangeChange(ALL_RANGE)}>
          Show all
        </button>
      </EmptyState>
    );
  }
  if (RatingChart) {
    return (
      <RatingChart
        series={data.series}
        peakKind={data.peakKind}
        label={label}
        describedBy={describedBy}
        league={league}
      />
    );
  }
  if (chart.error !== undefined) return <ErrorState error={chart.error} onRetry={chart.retry} />;
  return <LoadingState label="Loading the chart…" rows={6} />;
}

export function PlayerChartSection({ data, league, onRangeChange }: PlayerChartSectionProps) {
  const summaryId = useId();
  const { series, peakKind, summary, name } = data;
  const csvRows = useMemo(() => chartCsvRows(series), [series]);
  // Worked out once per range: thousands of rows, and this section renders on every change above.
  const hasTeamChanges = useMemo(() => teamChanges(data.shownRows).length > 0, [data.shownRows]);
  const label = displayText(
    series.length > 1
      ? `Rating over time of ${series.map((s) => s.name).join(', ')}`
      : `Rating over time of ${name}`,
  );
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
      <p className="football__muted">
        Showing {windowText(data.dateWindow)}. <PlayerForm rows={data.shownRows} />
      </p>
      {data.unknownRange !== null ? (
        <p role="alert" className="football__error">
          The link asks for a season “<Isolated text={data.unknownRange} clip />” with no years in
          its name, so every appearance is shown.{' '}
          <button type="button" className="button" onClick={() => onRangeChange(ALL_RANGE)}>
            Show all
          </button>
        </p>
      ) : null}
      <ChartLegend series={series} peakKind={peakKind} hasTeamChanges={hasTeamChanges} />
      <ChartOrState
        data={data}
        league={league}
        label={label}
        describedBy={summaryId}
        onRangeChange={onRangeChange}
      />
      <ChartOverview
        rows={data.rows}
        window={data.dateWindow}
        colour={series[0]?.colour ?? 'currentColor'}
        onSelect={(from, to) => onRangeChange({ kind: 'custom', from, to })}
      />
      <p id={summaryId} className="player-page__summary">
        <Isolated text={name} />: {summaryText(summary, peakKind)}
      </p>
      {series.length > 1 ? (
        // Drawn once the chart is painted: the chart is what the reader waits for.
        <AfterFirstPaint>
          <CompareTable
            series={series}
            rangeText={windowText(data.dateWindow)}
            fileTag={rangeParam(data.range) ?? 'all'}
          />
        </AfterFirstPaint>
      ) : null}
    </section>
  );
}
