// Where a watched fighter's and player's rows lead. A feature imports no other feature, so these
// repeat the two paths the Fighters and Football screens define (fighters-url.ts fighterPath,
// football-paths.ts playerPath); test/unit/watchlist-screen.test.tsx follows each link to its screen.

export const WATCHLIST_PATH = '/watchlist';

export function watchedFighterPath(classCode: string, name: string): string {
  return `/fighters/fighter/${encodeURIComponent(classCode)}/${encodeURIComponent(name)}`;
}

export function watchedPlayerPath(id: string): string {
  return `/football/players/${encodeURIComponent(id)}`;
}
