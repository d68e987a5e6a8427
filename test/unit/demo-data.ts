// Expected values for component tests, taken straight from the demo API's generators (demo-api/)
// rather than through the app's own client (fetchView): a bug in how the app reads or converts an
// answer then cannot sit on both sides of an assertion. The same generators (scale normal) as the
// MSW handler's, so working out an expectation also readies the data the screen then requests.
import { viewPath } from '../../src/api/catalog.ts';
import type { FighterRow } from '../../demo-api/fighters.ts';
import type { AppearanceRow, LeaguePlayerRow, LeagueRow } from '../../demo-api/football.ts';
import { createDemoApiHandler, demoData } from '../../demo-api/handler.ts';

const { fighters, football } = demoData('normal');

/** available_dates: every published rating date, oldest first. */
export function demoDates(): string[] {
  return [...fighters.dates];
}

/** fighters_view: the latest date's rows, class by class, ranked 1..n within each class. */
export function demoLatestFighters(): FighterRow[] {
  return fighters.latestRows();
}

/** fighters_historical_view for one date (and optionally one weight class). */
export function demoFightersAt(date: string, weightClass?: string): FighterRow[] {
  return fighters.rowsAt(fighters.dateIndex(date), weightClass);
}

/** available_leagues. */
export function demoLeagues(): LeagueRow[] {
  return football.leagues();
}

/** league_players for one league (app_id). */
export function demoLeaguePlayers(appId: string): LeaguePlayerRow[] {
  return [...(football.leaguePlayers(appId) ?? [])];
}

/** player_ratings_history for one player, oldest first. */
export function demoHistory(playerId: number): AppearanceRow[] {
  return [...football.history(playerId)];
}

/** The size in bytes of the demo API's response body (default options) for this view and params. */
export async function demoAnswerBytes(
  hub: string,
  view: string,
  params: Record<string, string> = {},
): Promise<number> {
  const query = new URLSearchParams(params).toString();
  const response = await createDemoApiHandler()(
    new Request(`http://demo.test${viewPath(hub, view)}${query ? `?${query}` : ''}`, {
      headers: { Authorization: 'Bearer demo' },
    }),
  );
  return (await response.arrayBuffer()).byteLength;
}
