// What each view and parameter of the catalog (catalog.ts) is, in a sentence: read by the Explorer's
// form only, so kept out of the catalog, which the first screen loads (docs/performance.md).

const descriptions: Readonly<Record<string, string>> = {
  'fighter_ratings/available_dates': 'The dates for which fighter ratings were published.',
  'fighter_ratings/fighters_historical_view':
    'Fighter ratings as published on one date, optionally in one weight class.',
  'fighter_ratings/fighters_historical_view/date': 'The rating date, YYYY-MM-DD.',
  'fighter_ratings/fighters_historical_view/weight_class':
    'A weight class code, such as the values of weight_class_code.',
  'fighter_ratings/fighters_view': 'The latest fighter ratings.',
  'football_player_ratings/available_leagues': 'The leagues whose players are rated.',
  'football_player_ratings/league_players': 'The players of one league, by season.',
  'football_player_ratings/league_players/app_id':
    'The league, a value of app_id from available_leagues.',
  'football_player_ratings/player_ratings_history': 'Every rated appearance of one player.',
  'football_player_ratings/player_ratings_history/player_id': 'The player, an integer player_id.',
};

/** The sentence for a view (`hub/view`) or a parameter (`hub/view/param`); '' when none is written. */
export function catalogDescription(hub: string, view: string, param?: string): string {
  return descriptions[param === undefined ? `${hub}/${view}` : `${hub}/${view}/${param}`] ?? '';
}
