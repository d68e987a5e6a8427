// The Watchlist's two tables' columns. The star and the sparkline are drawn cells with no value of
// their own: they are left out of the CSV.
import type { ReactNode } from 'react';
import type { DataColumn } from '../../components/data-table-columns.ts';
import { SignedChange } from '../../components/signed-change.tsx';
import WatchStar from '../../components/watch-star.tsx';
import { formatDate } from '../../lib/format.ts';
import { Sparkline } from './sparkline.tsx';
import { FIGHTER_SPARK_DATES } from './fighter-figures.ts';
import type { WatchedFighterRow } from './use-watched-fighters.ts';
import { PLAYER_SPARK_RATINGS, type WatchedPlayerRow } from './use-watched-players.ts';
import { watchedFighterPath, watchedPlayerPath } from './watchlist-paths.ts';
import { Link } from 'react-router';

function NewMark({ since }: { since: string | null }) {
  return (
    <span className="wl-new" title={since ? `New since ${formatDate(since)}` : 'New'}>
      New
    </span>
  );
}

const NO_VALUE = () => null;

/** The star: unwatching from here takes the row away. */
function starColumn<R extends WatchedFighterRow | WatchedPlayerRow>(
  cell: (row: R) => ReactNode,
): DataColumn<R> {
  return {
    id: 'watch',
    header: 'Watch',
    width: 80,
    narrowWidth: 60,
    sortable: false,
    hideable: false,
    priority: 1,
    csv: false,
    accessor: NO_VALUE,
    cell,
  };
}

export function fighterColumns(
  sparks: ReadonlyMap<string, readonly (number | null)[]>,
  baseline: string | null,
  seenDate: string | null,
): DataColumn<WatchedFighterRow>[] {
  const since = baseline ? ` since ${formatDate(baseline)}` : '';
  return [
    starColumn((row) => (
      <WatchStar
        target={{ kind: 'fighter', name: row.name, classCode: row.class_code }}
        tabbable={false}
      />
    )),
    {
      id: 'name',
      header: 'Fighter',
      minWidth: 200,
      hideable: false,
      priority: 1,
      cell: (row) => (
        <span className="wl-name">
          <Link to={watchedFighterPath(row.class_code, row.name)} className="wl-link">
            <bdi className="dv-clip">{row.name}</bdi>
          </Link>
          {row.is_new ? <NewMark since={seenDate} /> : null}
        </span>
      ),
    },
    { id: 'class_name', header: 'Class', minWidth: 140, priority: 4 },
    { id: 'rank', header: 'Rank', type: 'integer', width: 80, narrowWidth: 60, priority: 2 },
    {
      id: 'points',
      header: 'Points',
      type: 'number',
      minWidth: 96,
      sortDescFirst: true,
      priority: 2,
      narrowWidth: 90,
    },
    {
      id: 'rank_change',
      header: 'Rank ±',
      type: 'integer',
      minWidth: 96,
      sortDescFirst: true,
      description: `Places gained or lost${since}.`,
      cell: (row) => <SignedChange value={row.rank_change} digits={0} />,
      priority: 3,
    },
    {
      id: 'points_change',
      header: 'Points ±',
      type: 'number',
      minWidth: 104,
      sortDescFirst: true,
      description: `The change in points${since}.`,
      cell: (row) => <SignedChange value={row.points_change} />,
    },
    {
      id: 'trend',
      header: 'Rank trend',
      width: 120,
      sortable: false,
      csv: false,
      description: `Rank over the last ${FIGHTER_SPARK_DATES} published dates of the class (higher is better).`,
      accessor: NO_VALUE,
      cell: (row) => (
        <Sparkline
          values={sparks.get(row.key) ?? []}
          label={`Rank over the last ${FIGHTER_SPARK_DATES} dates`}
          invert
        />
      ),
      priority: 3,
    },
    { id: 'note', header: 'Note', minWidth: 260, cell: (row) => <bdi>{row.note ?? ''}</bdi> },
  ];
}

export function playerColumns(
  sparks: ReadonlyMap<string, readonly number[]>,
): DataColumn<WatchedPlayerRow>[] {
  return [
    starColumn((row) => (
      <WatchStar target={{ kind: 'player', id: row.id, name: row.name }} tabbable={false} />
    )),
    {
      id: 'name',
      header: 'Player',
      minWidth: 200,
      hideable: false,
      priority: 1,
      cell: (row) => (
        <span className="wl-name">
          <Link to={watchedPlayerPath(row.id)} className="wl-link">
            <bdi className="dv-clip">{row.name}</bdi>
          </Link>
          {row.is_new ? <NewMark since={null} /> : null}
          {row.state === 'error' ? <span className="wl-note">Could not load</span> : null}
        </span>
      ),
    },
    { id: 'team', header: 'Team', minWidth: 150, priority: 4 },
    {
      id: 'rating',
      header: 'Rating',
      type: 'number',
      minWidth: 90,
      sortDescFirst: true,
      priority: 2,
      narrowWidth: 90,
    },
    { id: 'date', header: 'Rated on', type: 'date', minWidth: 118, priority: 3 },
    {
      id: 'since',
      header: 'New games',
      type: 'integer',
      minWidth: 104,
      sortDescFirst: true,
      description: 'Appearances since the latest one this browser had shown.',
      priority: 3,
    },
    {
      id: 'rating_change',
      header: 'Rating ±',
      type: 'number',
      minWidth: 100,
      sortDescFirst: true,
      description: 'The change of rating since the latest appearance this browser had shown.',
      cell: (row) => <SignedChange value={row.rating_change} />,
    },
    {
      id: 'trend',
      header: 'Last 10',
      width: 120,
      sortable: false,
      csv: false,
      description: `The last ${PLAYER_SPARK_RATINGS} ratings, oldest first.`,
      accessor: NO_VALUE,
      cell: (row) => (
        <Sparkline
          values={sparks.get(row.key) ?? []}
          label={`Last ${PLAYER_SPARK_RATINGS} ratings`}
        />
      ),
    },
  ];
}
