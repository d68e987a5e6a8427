// Head-to-head's odds: for every ordered pair of the fighters compared, the chance each rating
// system implies that the first beats the second, and the median of the three, from the ratings
// of the date the screen shows. One request per class on that date, through the query cache (the
// same requests as the chart's newest date, so none is made twice).
import { StackedTableHead } from '../stacked-table-head.tsx';
import { useId, useMemo, type CSSProperties } from 'react';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { fightersByDateQuery } from '../../../api/queries.ts';
import { ErrorState } from '../../../components/error-state.tsx';
import { Isolated } from '../../../components/isolated.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { formatDate } from '../../../lib/format.ts';
import type { Connection } from '../../../session/session-context.tsx';
import { fighterLabel, type FighterRow } from '../data/fighter-data.ts';
import { contenderKey, type Contender } from './head-to-head.ts';
import {
  ODDS_SYSTEMS,
  oddsPairs,
  percentText,
  ratingsOf,
  type OddsFighter,
  type OddsPair,
} from './implied-odds.ts';
import { CONTENDER_COLOURS } from './use-head-to-head.ts';
import './head-to-head-odds.css';

interface OddsProps {
  conn: Connection;
  contenders: readonly Contender[];
  /** The date the screen shows (Latest: the newest published date); null until known. */
  date: string | null;
  /** The screen shows the latest ratings rather than a chosen date. */
  latest: boolean;
}

interface ClassRows {
  readonly rows: readonly (readonly FighterRow[] | undefined)[];
  readonly pending: boolean;
  readonly error: unknown;
  readonly refetchFailed: () => void;
}

// Module-level, so useQueries hands back the same object until a result changes.
function combine(
  results: readonly Pick<
    UseQueryResult<{ rows: FighterRow[] }>,
    'data' | 'isPending' | 'isError' | 'error' | 'refetch'
  >[],
): ClassRows {
  const failed = results.filter((r) => r.isError);
  return {
    rows: results.map((r) => r.data?.rows),
    pending: results.some((r) => r.isPending),
    error: failed[0]?.error ?? null,
    refetchFailed: () => {
      for (const r of failed) void r.refetch();
    },
  };
}

/** Each contender with their ratings on the date, once every class's rows for it are in. */
function useOddsFighters({ conn, contenders, date }: Omit<OddsProps, 'latest'>) {
  const classes = useMemo(() => [...new Set(contenders.map((c) => c.classCode))], [contenders]);
  const byClass = useQueries({
    queries:
      date === null
        ? []
        : classes.map((weight_class) => fightersByDateQuery(conn, { date, weight_class })),
    combine,
  });
  const pending = date === null || byClass.pending;
  const fighters = useMemo((): OddsFighter[] | null => {
    if (pending) return null;
    const rowsOf = new Map(classes.map((code, i) => [code, byClass.rows[i] ?? []] as const));
    return contenders.map((c) => ({
      key: contenderKey(c),
      slot: c.slot,
      name: c.name,
      classCode: c.classCode,
      ratings: ratingsOf(
        rowsOf
          .get(c.classCode)
          ?.find((r) => r.name === c.name && r.weight_class_code === c.classCode),
      ),
    }));
  }, [pending, classes, contenders, byClass.rows]);
  return { fighters, error: byClass.error, retry: byClass.refetchFailed };
}

/** A fighter's name after the swatch of their colour in the chart. */
function Named({ fighter }: { fighter: OddsFighter }) {
  return (
    <span className="fighters-odds__name">
      <span
        className="fighters-h2h__swatch"
        style={{ background: CONTENDER_COLOURS[fighter.slot] }}
        aria-hidden="true"
      />
      <Isolated text={fighter.name} clip />
    </span>
  );
}

function PairRow({ pair }: { pair: OddsPair }) {
  return (
    <tr role="row" className={pair.sameClass ? undefined : 'fighters-odds__cross'}>
      <th scope="row" role="rowheader" className="fighters-odds__pair">
        <Named fighter={pair.row} /> <span className="fighters-odds__vs">vs</span>{' '}
        <Named fighter={pair.col} />
        {pair.sameClass ? null : (
          <span className="fighters-odds__flag">
            {' '}
            Different weight classes: <Isolated text={pair.row.classCode} /> and{' '}
            <Isolated text={pair.col.classCode} />
          </span>
        )}
      </th>
      {ODDS_SYSTEMS.map((system) => (
        // eslint-disable-next-line jsx-a11y-x/no-interactive-element-to-noninteractive-role -- the stacked table is not display: table on phones, so its roles are spelled out
        <td key={system} role="cell" className="numeric">
          {percentText(pair.chances[system])}
        </td>
      ))}
      {/* eslint-disable-next-line jsx-a11y-x/no-interactive-element-to-noninteractive-role -- as above */}
      <td role="cell" className="numeric fighters-odds__median">
        {percentText(pair.median)}
      </td>
    </tr>
  );
}

function OddsTable({ pairs, from }: { pairs: readonly OddsPair[]; from: string }) {
  return (
    <table
      className="fighters-mini-table fighters-mini-table--stack fighters-odds__table"
      role="table"
      style={{ '--stack-columns': ODDS_SYSTEMS.length + 1 } as CSSProperties}
    >
      <caption>Chance that the first fighter of each pair beats the second, {from}</caption>
      <StackedTableHead first="Pair" figures={[...ODDS_SYSTEMS.map(fighterLabel), 'Median']} />
      {/* eslint-disable-next-line jsx-a11y-x/no-redundant-roles -- the stacked table is not display: table on phones, so its roles are spelled out */}
      <tbody role="rowgroup">
        {pairs.map((pair) => (
          <PairRow key={`${pair.row.key}\u0001${pair.col.key}`} pair={pair} />
        ))}
      </tbody>
    </table>
  );
}

/** Who has no row on the date, said once rather than as a row of dashes with no reason. */
function Unrated({ fighters, day }: { fighters: readonly OddsFighter[]; day: string }) {
  const unrated = fighters.filter((f) => f.ratings === null);
  if (unrated.length === 0) return null;
  return (
    <p className="fighters-odds__unrated">
      No rating in their class on {day}, so no odds:{' '}
      {unrated.map((f, i) => (
        <span key={f.key}>
          {i > 0 ? ', ' : null}
          <Isolated text={f.name} clip /> (<Isolated text={f.classCode} />)
        </span>
      ))}
      .
    </p>
  );
}

export function HeadToHeadOdds(props: OddsProps) {
  const { contenders, date, latest } = props;
  const headingId = useId();
  const { fighters, error, retry } = useOddsFighters(props);
  const pairs = useMemo(() => (fighters ? oddsPairs(fighters) : []), [fighters]);
  const day = date === null ? '' : formatDate(date);
  const from = latest
    ? `from the latest ratings, of ${day}`
    : `from the ratings published on ${day}`;
  let body;
  if (contenders.length < 2) {
    body = <p>Add another fighter to see the odds their ratings imply.</p>;
  } else if (error) {
    body = <ErrorState error={error} onRetry={retry} />;
  } else if (!fighters) {
    body = <LoadingState label="Loading the ratings for the odds…" rows={3} />;
  } else {
    body = (
      <>
        <Unrated fighters={fighters} day={day} />
        <OddsTable pairs={pairs} from={from} />
      </>
    );
  }
  return (
    <section className="fighters-odds" aria-labelledby={headingId}>
      <h3 id={headingId}>Odds implied by the ratings</h3>
      <p className="fighters-odds__about">
        Each system’s rating gap read as a chance to win: P = 1 / (1 + 10<sup>(R₂ − R₁) / 400</sup>
        ), and the median of the three. Implied by the ratings, not a calibrated prediction: the
        service publishes no rating deviation and no fight results.
      </p>
      {body}
    </section>
  );
}
