// Every player of every league, built from the league lists (the API has no name search): one entry
// per player ID with their newest name, the leagues they are listed in and the seasons in each.
import { lazyCompare } from '../../../lib/text.ts';
import type { SelectOption } from '../../../components/searchable-select.tsx';
import type { LeaguePlayerRow } from '../league/league-players.ts';
import { seasonsOf } from '../league/league-players.ts';
import { comparePlayerIds, playerIdOf, type PlayerId } from '../football-paths.ts';

export interface IndexedLeague {
  readonly appId: string;
  /** Newest first. */
  readonly seasons: readonly string[];
}

export interface IndexedPlayer {
  readonly id: PlayerId;
  /** The name in their newest listed season; "Player 123" when no row names them. */
  readonly name: string;
  readonly leagues: readonly IndexedLeague[];
}

// Numeric collation sorts "Player 9" before "Player 10"; names differing only in accents stay apart.
const compareText = lazyCompare('en', { numeric: true });

interface Building {
  name: string | null;
  nameSeason: string;
  leagues: Map<string, LeaguePlayerRow[]>;
}

/**
 * One entry per player ID over the league lists that have arrived (undefined: not yet), sorted by
 * name. Rows without an ID cannot be opened and are left out.
 */
export function buildPlayerIndex(
  lists: readonly (readonly LeaguePlayerRow[] | undefined)[],
): IndexedPlayer[] {
  const players = new Map<PlayerId, Building>();
  for (const rows of lists) {
    if (!rows) continue;
    for (const row of rows) {
      const id = playerIdOf(row.player_id);
      if (id === null) continue;
      const appId = typeof row.app_id === 'string' ? row.app_id : '';
      let entry = players.get(id);
      if (!entry) {
        entry = { name: null, nameSeason: '', leagues: new Map() };
        players.set(id, entry);
      }
      const season = typeof row.season === 'string' ? row.season : '';
      const name = typeof row.player_name === 'string' ? row.player_name.trim() : '';
      if (name !== '' && (entry.name === null || compareText(season, entry.nameSeason) > 0)) {
        entry.name = name;
        entry.nameSeason = season;
      }
      const own = entry.leagues.get(appId);
      if (own) own.push(row);
      else entry.leagues.set(appId, [row]);
    }
  }
  const index: IndexedPlayer[] = [];
  for (const [id, entry] of players) {
    index.push({
      id,
      name: entry.name ?? `Player ${id}`,
      leagues: [...entry.leagues].map(([appId, rows]) => ({ appId, seasons: seasonsOf(rows) })),
    });
  }
  return index.sort((a, b) => compareText(a.name, b.name) || comparePlayerIds(a.id, b.id));
}

function seasonSpan(seasons: readonly string[]): string {
  if (seasons.length === 0) return 'season not given';
  if (seasons.length === 1) return seasons[0] as string;
  return `${seasons[seasons.length - 1] ?? ''}–${seasons[0] ?? ''} (${seasons.length} seasons)`;
}

/** How an entry reads in a picker: the name, then each league with its seasons, then the ID. */
export function playerOptions(
  index: readonly IndexedPlayer[],
  titleOf: (appId: string) => string,
): SelectOption[] {
  return index.map((player) => ({
    value: String(player.id),
    label: player.name,
    description: [
      ...player.leagues.map((l) => `${titleOf(l.appId)} ${seasonSpan(l.seasons)}`),
      `ID ${player.id}`,
    ].join(' · '),
    // A name search: a league's or a season's words would match hundreds of players.
    keywords: `${player.name} ${player.id}`,
  }));
}
