// Head-to-head: up to four fighters' trajectories on one chart over the same published dates,
// each in the colour it was given when added; found by name or added from a fighter's panel;
// exported as CSV (one row per fighter and date); and the odds their ratings imply on the date
// shown (head-to-head-odds.tsx). Its own chunk: it brings the chart code.
import { lazy, Suspense, useId } from 'react';
import type { DataColumn } from '../../../components/data-table-columns.ts';
import { ExportCsvButton } from '../../../components/export-csv-button.tsx';
import { Isolated } from '../../../components/isolated.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { SearchableSelect } from '../../../components/searchable-select.tsx';
import { safeFilename } from '../../../lib/filename.ts';
import { formatDate } from '../../../lib/format.ts';
import type { Connection } from '../../../session/session-context.tsx';
import { fighterLabel, ratingNumber, type FighterRow } from '../data/fighter-data.ts';
import { H2H_MEASURES, useFightersSearch, type H2hMeasure } from '../fighters-search.ts';
import {
  MAX_CONTENDERS,
  cannotAdd,
  contenderKey,
  type Contender,
  type HeadToHeadRow,
} from './head-to-head.ts';
import { HeadToHeadChart } from '../charts/head-to-head-chart.tsx';
import {
  CONTENDER_COLOURS,
  useCandidateOptions,
  useHeadToHeadRows,
  useHeadToHeadSeries,
  type HeadToHeadBatch,
} from './use-head-to-head.ts';

// Its own chunk, with its CSS: listed among this view's files, not among the first screen's.
const HeadToHeadOdds = lazy(async () => ({
  default: (await import('./head-to-head-odds.tsx')).HeadToHeadOdds,
}));

const label = fighterLabel;
const number = ratingNumber;

const CSV_COLUMNS: readonly DataColumn<HeadToHeadRow>[] = [
  { id: 'fighter', header: 'Fighter', type: 'string' },
  { id: 'weight_class_code', header: 'Class code', type: 'string' },
  { id: 'date', header: 'Date', type: 'date' },
  { id: 'rank', header: label('rank'), type: 'integer' },
  { id: 'points', header: label('points'), type: 'number' },
  { id: 'r_glicko1', header: label('r_glicko1'), type: 'number' },
  { id: 'r_elok170', header: label('r_elok170'), type: 'number' },
  { id: 'r_elomod1', header: label('r_elomod1'), type: 'number' },
];

interface HeadToHeadProps {
  conn: Connection;
  contenders: readonly Contender[];
  /** Published dates, oldest first: the range compared. */
  dates: readonly string[];
  measure: H2hMeasure;
  onMeasureChange: (measure: H2hMeasure) => void;
  /** Every class's latest rows, to find a fighter by name. */
  candidates: readonly FighterRow[];
  onAdd: (fighter: { classCode: string; name: string }) => void;
  onRemove: (key: string) => void;
}

/** The fighters compared, each in its colour, with a way to remove each. */
function ContenderList({
  contenders,
  rated,
  done,
  onRemove,
}: {
  contenders: readonly Contender[];
  /** The contenders with a rating on at least one of the dates. */
  rated: ReadonlySet<string>;
  /** Every date's rows are in: a contender without a rating is said to have none. */
  done: boolean;
  onRemove: (key: string) => void;
}) {
  return (
    <ul className="fighters-h2h__list" aria-label="Fighters compared">
      {contenders.map((c) => (
        <li key={contenderKey(c)} className="fighters-h2h__item">
          <span
            className="fighters-h2h__swatch"
            style={{ background: CONTENDER_COLOURS[c.slot] }}
            aria-hidden="true"
          />
          <Isolated text={c.name} clip />{' '}
          <span className="fighters-movers__change">
            ({c.classCode})
            {done && !rated.has(contenderKey(c)) ? ': not rated in this class on these dates' : ''}
          </span>
          <button
            type="button"
            className="dv-chip__remove"
            aria-label={`Remove ${c.name} from head-to-head`}
            onClick={() => onRemove(contenderKey(c))}
          >
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The dates compared and how their requests are going, with Cancel or Load the rest. */
function BatchStatus({ dates, batch }: { dates: readonly string[]; batch: HeadToHeadBatch }) {
  const { loaded, failed, total, status, cancel, resume } = batch;
  const first = dates[0];
  const last = dates[dates.length - 1];
  return (
    <p className="fighters-note" role="status">
      {first && last ? `${formatDate(first)} to ${formatDate(last)}: ` : ''}
      {status === 'done'
        ? `${number(dates.length)} published dates.`
        : status === 'cancelled'
          ? `Stopped at ${number(loaded)} of ${number(total)} requests.`
          : `Loading ${number(loaded)} of ${number(total)} requests…`}
      {failed > 0 ? ` ${number(failed)} could not be loaded.` : ''}{' '}
      {status === 'loading' ? (
        <button type="button" className="dv-button" onClick={cancel}>
          Cancel
        </button>
      ) : status === 'cancelled' || failed > 0 ? (
        <button type="button" className="dv-button" onClick={resume}>
          Load the rest
        </button>
      ) : null}
    </p>
  );
}

/** Adding a fighter by name, the measure charted, and the CSV export. */
function HeadToHeadControls({
  contenders,
  candidates,
  measure,
  onMeasureChange,
  onAdd,
  rows,
}: Pick<HeadToHeadProps, 'contenders' | 'candidates' | 'measure' | 'onMeasureChange' | 'onAdd'> & {
  rows: readonly HeadToHeadRow[];
}) {
  const measureId = useId();
  const options = useCandidateOptions(candidates);
  const full = contenders.length >= MAX_CONTENDERS;
  return (
    <div className="toolbar">
      <SearchableSelect
        label="Add a fighter"
        options={options}
        value={null}
        disabled={full}
        hint={
          full
            ? `At most ${MAX_CONTENDERS} fighters: remove one to add another.`
            : 'Any class; type part of a name.'
        }
        onChange={(value) => {
          const colon = value.indexOf(':');
          const fighter = { classCode: value.slice(0, colon), name: value.slice(colon + 1) };
          if (cannotAdd(contenders, fighter) === null) onAdd(fighter);
        }}
      />
      <div className="field">
        <label htmlFor={measureId}>Chart</label>
        <select
          id={measureId}
          value={measure}
          onChange={(e) => onMeasureChange(e.target.value as H2hMeasure)}
        >
          {H2H_MEASURES.map((m) => (
            <option key={m} value={m}>
              {label(m)}
            </option>
          ))}
        </select>
      </div>
      <ExportCsvButton
        filename={safeFilename(['head-to-head', ...contenders.map((c) => c.name)])}
        columns={CSV_COLUMNS}
        rows={rows}
      />
    </div>
  );
}

export default function FightersHeadToHead(props: HeadToHeadProps) {
  const { conn, contenders, dates, measure, onRemove } = props;
  // The odds use the ratings of the date the screen shows: By date's, else the newest published.
  // Read here rather than passed down, so the first screen's code carries none of it.
  const [{ mode, date: chosen }] = useFightersSearch();
  const newest = dates[dates.length - 1] ?? null;
  const latest = mode !== 'by-date';
  const { rows, rated, batch } = useHeadToHeadRows(conn, contenders, dates);
  const { series, lines } = useHeadToHeadSeries(contenders, dates, rows, measure);
  return (
    <section
      id="fighters-head-to-head"
      className="fighters-disagreement"
      aria-labelledby="h2h-title"
    >
      <h2 id="h2h-title">Head-to-head</h2>
      <ContenderList
        contenders={contenders}
        rated={rated}
        done={batch.status === 'done'}
        onRemove={onRemove}
      />
      <HeadToHeadControls {...props} rows={rows} />
      <BatchStatus dates={dates} batch={batch} />
      <HeadToHeadChart
        title={`${label(measure)} over time: ${contenders.map((c) => c.name).join(', ')}`}
        data={series}
        lines={lines}
        rank={measure === 'rank'}
        download={{
          title: `${label(measure)} over time: ${contenders.map((c) => c.name).join(', ')}`,
          names: contenders.map((c) => c.name),
          view: ['fighter_ratings', 'fighters_historical_view'],
          dates: [dates[0], dates[dates.length - 1]],
          scope: [...new Set(contenders.map((c) => c.classCode))].join(', '),
          system: label(measure),
          filename: [
            ...contenders.map((c) => c.name),
            label(measure),
            dates[0],
            'to',
            dates[dates.length - 1],
          ],
        }}
      />
      <Suspense fallback={<LoadingState label="Loading the odds…" rows={3} />}>
        <HeadToHeadOdds
          conn={conn}
          contenders={contenders}
          date={latest ? newest : (chosen ?? newest)}
          latest={latest}
        />
      </Suspense>
    </section>
  );
}
