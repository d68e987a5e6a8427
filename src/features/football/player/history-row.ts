// One row of a player's rating history, in a module of its own so seasons.ts can use the type
// without importing player-history.ts (which imports seasons.ts: that was an import cycle).
import type { RowOf } from '../../../api/catalog.ts';

export type HistoryRow = RowOf<'football_player_ratings', 'player_ratings_history'>;
