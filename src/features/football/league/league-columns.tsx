// The league players table's columns, derived from the catalog's league_players columns and labels,
// and the leaderboard's: a rank, then each player's figures from their rating history.
import { Isolated } from '../../../components/isolated.tsx';
import { viewDef } from '../../../api/catalog.ts';
import type { ColumnDef } from '../../../api/catalog.ts';
import type { DataColumn } from '../../../components/data-table-columns.ts';
import { formatCell } from '../../../lib/format.ts';
import type { SortEntry } from '../../../lib/sort.ts';
import { playerIdOf, playerPath } from '../football-paths.ts';
import { watchColumn } from '../../../components/watch-star-lazy.tsx';
import type { LeaguePlayerRow, LeagueTenure, PlayerOverallRow } from './league-players.ts';
import type { LeaderboardFigures } from './use-leaderboard.ts';
import { RATING_COLUMNS } from './league-rating-columns.tsx';
import type { PlayerListView } from '../football-paths.ts';
import { Link } from 'react-router';

const leaguePlayersView = viewDef('football_player_ratings', 'league_players');

// These columns get special cells; their names come from the catalog, and a typo fails loudly.
function column(name: keyof LeaguePlayerRow & string): ColumnDef {
  const found = leaguePlayersView.columns.find((c) => c.name === name);
  if (!found) throw new Error(`league_players has no column ${name}`);
  return found;
}
const PLAYER_NAME = column('player_name');
const PLAYER_ID = column('player_id');
const SEASON = column('season');

export const RANK_COLUMN_ID = 'rank';

/** Without ratings: by name. */
export const DEFAULT_PLAYER_SORT: readonly SortEntry[] = [{ id: PLAYER_NAME.name, desc: false }];
/** With ratings: best first, as a leaderboard reads. */
export const LEADERBOARD_SORT: readonly SortEntry[] = [{ id: 'latest_rating', desc: true }];

/** A row as the table shows it: the league's, the figures once its history is in, and its rank. */
export type LeagueTableRow = (LeaguePlayerRow | PlayerOverallRow) &
  Partial<LeaderboardFigures> &
  Partial<LeagueTenure> & { readonly rank?: number | null; readonly percentile?: number | null };

export interface LeagueColumnOptions {
  view: PlayerListView;
  /** The league the table lists, carried to the player screen for the way back. */
  league: string;
  /** With the leaderboard's figures. */
  ratings?: boolean;
  /**
   * Histories are still arriving: figures and rank do not order the rows yet, so no row moves
   * under the reader's eyes; they are put in order once, when all have arrived.
   */
  settling?: boolean;
  /** One season is listed: it is named once above the table, not on every row. */
  oneSeason?: boolean;
  /** A filter leaves some of the league's players out: "#" is headed "League #". */
  narrowed?: boolean;
  /**
   * The column the rows are sorted by first, if any: on a phone (the shared table's narrow layout)
   * its figure sits beside the name even while histories arrive, when the table shows no sort yet.
   */
  sortedId?: string | null;
}

/** The columns whose values wait for the histories: the figures and the rank. */
export const FIGURE_IDS: ReadonlySet<string> = new Set([
  RANK_COLUMN_ID,
  ...RATING_COLUMNS.map((c) => c.id),
]);

const RANK_COLUMN: DataColumn<LeagueTableRow> = {
  id: RANK_COLUMN_ID,
  header: '#',
  type: 'integer',
  width: 56,
  priority: 1,
  narrowWidth: 48,
  description:
    'Rank by latest rating (in the row’s season) among every player the league lists, whatever the filters show; ties share a rank',
  accessor: (row) => row.rank ?? null,
};

/** The rank's column when filters leave players out: its header says whose rank it is. */
const LEAGUE_RANK_COLUMN: DataColumn<LeagueTableRow> = {
  ...RANK_COLUMN,
  header: 'League #',
  width: 124,
  // On a phone, "League #", the star, the name and the sorted figure still share 390 px.
  narrowWidth: 82,
};

const NO_ORDER = () => null;

function playerColumn(league: string): DataColumn<LeagueTableRow> {
  return {
    id: PLAYER_NAME.name,
    header: PLAYER_NAME.label,
    type: PLAYER_NAME.type,
    minWidth: 200,
    // On a phone the name takes what # and the sorted figure leave.
    priority: 1,
    // A real link (open in a new tab, copy its address); rows are the keyboard's tab stop.
    cell: (row) => {
      const id = playerIdOf(row.player_id);
      return id !== null ? (
        <Link to={playerPath(id, { league })} tabIndex={-1} className="dv-clip">
          <Isolated text={formatCell(row.player_name, 'string')} />
        </Link>
      ) : (
        <Isolated text={formatCell(row.player_name, 'string')} clip />
      );
    },
  };
}

/** How long each player has been in the league: what its list says without any history. */
const TENURE_COLUMNS: readonly DataColumn<LeagueTableRow>[] = [
  {
    id: 'league_seasons',
    header: 'Seasons here',
    type: 'integer',
    width: 160,
    narrowWidth: 130,
    priority: 2,
    sortDescFirst: true,
    description: 'How many seasons this league lists the player in',
  },
  {
    id: 'first_season',
    header: 'First season',
    type: 'string',
    width: 150,
    narrowWidth: 130,
    priority: 3,
    description: 'The first season this league lists the player in',
  },
];

/** The star beside the name, on a phone too. */
const WATCH_COLUMN = watchColumn<LeagueTableRow>((row) => {
  const id = playerIdOf(row.player_id);
  return id ? { kind: 'player', id, name: formatCell(row.player_name, 'string') } : null;
});

/** Player ID, and the season(s) unless one season is listed: details after the figures. */
function detailColumns(view: PlayerListView, oneSeason: boolean): DataColumn<LeagueTableRow>[] {
  const columns: DataColumn<LeagueTableRow>[] = [
    { id: PLAYER_ID.name, header: PLAYER_ID.label, type: PLAYER_ID.type, width: 120 },
  ];
  const season = { id: SEASON.name, header: SEASON.label, type: SEASON.type };
  if (view === 'overall') {
    columns.push(
      {
        id: 'season_count',
        header: `Number of ${SEASON.label.toLowerCase()}s`,
        narrowHeader: `${SEASON.label}s`,
        type: 'integer',
        width: 200,
        accessor: (row) => ('season_count' in row ? row.season_count : null),
      },
      { ...season, header: `${SEASON.label}s`, minWidth: 480 },
    );
  } else if (!oneSeason) {
    columns.push({ ...season, width: 130, leaveOutWhenUniform: true });
  }
  return columns;
}

/** A figure's column beside the name on a phone: the one sorted by, else the latest rating. */
function withPriority(
  column: DataColumn<LeagueTableRow>,
  sortedId: string | null,
): DataColumn<LeagueTableRow> {
  const sortedFigure = RATING_COLUMNS.some((c) => c.id === sortedId);
  const first = sortedFigure ? column.id === sortedId : column.id === 'latest_rating';
  if (first) return { ...column, priority: 2 };
  return column.id === 'latest_rating' ? { ...column, priority: 3 } : column;
}

// While histories arrive a rank is still to come: a blank, not a dash that reads as "none".
const rankWhileSettling = (row: LeagueTableRow) => (row.rank == null ? '' : String(row.rank));

/**
 * Without ratings: Player, how long each has been in the league, Player ID, then the season(s).
 * With them: #, Player, the figures, then the details. The league is the screen's own, named in
 * its heading, so no column repeats it. On a phone (the shared table's narrow layout, by
 * `priority`) # and Player come first, then the figure the rows are sorted by (the latest rating
 * by default), or without ratings the player's seasons here; Player ID is past the edge.
 */
export function leagueColumns({
  view,
  league,
  ratings = false,
  settling = false,
  oneSeason = false,
  sortedId = null,
  narrowed = false,
}: LeagueColumnOptions): DataColumn<LeagueTableRow>[] {
  const details = detailColumns(view, oneSeason);
  if (!ratings) {
    const tenure =
      view === 'overall'
        ? // The overall list counts the seasons already: that count is the one to see.
          details.map((c) =>
            c.id === 'season_count' ? { ...c, priority: 2, narrowWidth: 100 } : c,
          )
        : [...TENURE_COLUMNS, ...details];
    return [WATCH_COLUMN, playerColumn(league), ...tenure];
  }
  // While histories arrive, every figure reads as equal to the sort: rows keep the order they had.
  const frozen = (c: DataColumn<LeagueTableRow>) => (settling ? { ...c, sortValue: NO_ORDER } : c);
  const rankColumn = narrowed ? LEAGUE_RANK_COLUMN : RANK_COLUMN;
  const rank = settling ? { ...rankColumn, cell: rankWhileSettling } : rankColumn;
  const figures = RATING_COLUMNS.map((c) => frozen(withPriority(c, sortedId)));
  return [frozen(rank), WATCH_COLUMN, playerColumn(league), ...figures, ...details];
}
