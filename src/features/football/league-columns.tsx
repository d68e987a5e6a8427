// The league players table's columns, derived from the catalog's league_players columns and labels.
import { AppLink } from '../../components/app-link.tsx';
import { Isolated } from '../../components/isolated.tsx';
import { viewDef } from '../../api/catalog.ts';
import type { ColumnDef } from '../../api/catalog.ts';
import type { DataColumn } from '../../components/data-table-columns.ts';
import { formatCell } from '../../lib/format.ts';
import { playerPath } from './football-paths.ts';
import type { LeaguePlayerRow, PlayerOverallRow } from './league-players.ts';
import type { LeaderboardFigures } from './use-leaderboard.ts';
import type { PlayerListView } from './football-paths.ts';

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
const LEAGUE = column('app_id');

/**
 * Player, Player ID, Season, League: the catalog's order from the most specific column to the
 * least, so people scan a list of players by name and the league, the same on every row, comes last.
 */
const ORDERED = [...leaguePlayersView.columns].reverse();

export const DEFAULT_PLAYER_SORT = [{ id: PLAYER_NAME.name, desc: false }];

export interface LeagueColumnOptions {
  view: PlayerListView;
  /** The league's title for an app_id (from the cached available_leagues). */
  titleOf: (appId: string) => string;
  /** The league the table lists, carried to the player screen for the way back. */
  league: string;
  /** With the leaderboard's figures. */
  ratings?: boolean;
}

type FigureRow = Partial<LeaderboardFigures>;

/** The leaderboard's columns: figures from each player's rating history. */
const RATING_COLUMNS: readonly DataColumn<FigureRow & LeaguePlayerRow>[] = [
  {
    id: 'latest_rating',
    header: 'Latest rating',
    type: 'number',
    width: 160,
    sortDescFirst: true,
    description: 'The rating after the last appearance in the season (or in all seasons)',
  },
  {
    id: 'peak_rating',
    header: 'Peak',
    type: 'number',
    width: 110,
    sortDescFirst: true,
    description: 'The highest rating in the season (or in all seasons)',
  },
  { id: 'appearances', header: 'Appearances', type: 'integer', width: 150, sortDescFirst: true },
  { id: 'minutes', header: 'Minutes', type: 'integer', width: 110, sortDescFirst: true },
  {
    id: 'last_appearance',
    header: 'Last appearance',
    type: 'date',
    width: 175,
    sortDescFirst: true,
  },
  {
    id: 'current_team',
    header: 'Team',
    type: 'string',
    minWidth: 180,
    description: 'The team of the last appearance in the season (or in all seasons)',
  },
];

export function leagueColumns({
  view,
  titleOf,
  league,
  ratings = false,
}: LeagueColumnOptions): DataColumn<(PlayerOverallRow | LeaguePlayerRow) & FigureRow>[] {
  type Row = (PlayerOverallRow | LeaguePlayerRow) & FigureRow;
  const columns = ORDERED.map((def): DataColumn<Row> => {
    const base = { id: def.name, header: def.label, type: def.type };
    if (def === PLAYER_NAME) {
      return {
        ...base,
        minWidth: 200,
        // A real link (open in a new tab, copy its address); rows are the keyboard's tab stop.
        cell: (row) =>
          typeof row.player_id === 'number' ? (
            <AppLink to={playerPath(row.player_id, { league })} tabIndex={-1} className="dv-clip">
              <Isolated text={formatCell(row.player_name, 'string')} />
            </AppLink>
          ) : (
            <Isolated text={formatCell(row.player_name, 'string')} clip />
          ),
      };
    }
    if (def === PLAYER_ID) return { ...base, width: 120 };
    if (def === SEASON) {
      return view === 'overall'
        ? { ...base, header: `${def.label}s`, minWidth: 480 }
        : { ...base, width: 130 };
    }
    if (def === LEAGUE) {
      return {
        ...base,
        minWidth: 220,
        accessor: (row) => (typeof row.app_id === 'string' ? titleOf(row.app_id) : null),
        cell: (row) =>
          typeof row.app_id === 'string' ? (
            <span className="dv-clip">
              <Isolated text={titleOf(row.app_id)} />{' '}
              <span className="football__muted">
                (<Isolated text={row.app_id} />)
              </span>
            </span>
          ) : (
            formatCell(null)
          ),
        // The file keeps the identifier: a title can be looked up again, an ID is what the API takes.
        csvValue: (row) => row.app_id,
      };
    }
    return base;
  });
  if (view === 'overall') {
    columns.splice(3, 0, {
      id: 'season_count',
      header: `Number of ${SEASON.label.toLowerCase()}s`,
      type: 'integer',
      width: 210,
      accessor: (row) => ('season_count' in row ? row.season_count : null),
    });
  }
  // After the player and season, before the league (the same on every row).
  if (ratings) columns.splice(columns.length - 1, 0, ...RATING_COLUMNS);
  return columns;
}
