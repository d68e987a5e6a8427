// What the rating chart's image says about itself (components/chart-download.tsx): the players,
// the dates drawn, their teams in that range, and the key the HTML legend shows on screen.
import type { ChartDownloadInfo, ChartKeyEntry } from '../../../components/chart-download.tsx';
import { PEAK_COLOUR, type ChartSeries } from './chart-data.ts';
import type { PeakKind } from '../player/player-history.ts';

/** Teams named in the source line before "and N more". */
const MAX_TEAMS = 3;

function dateSpan(series: readonly ChartSeries[]): { first?: string; last?: string } {
  let first: string | undefined;
  let last: string | undefined;
  for (const s of series) {
    for (const row of s.rows) {
      if (typeof row.date !== 'string' || typeof row.rating !== 'number') continue;
      if (first === undefined || row.date < first) first = row.date;
      if (last === undefined || row.date > last) last = row.date;
    }
  }
  return { first, last };
}

/** The first player's teams in the range, in the order played for. */
function teamsText(series: ChartSeries | undefined): string {
  const teams: string[] = [];
  for (const row of series?.rows ?? []) {
    const team = row.team_name;
    if (typeof team === 'string' && team !== '' && teams.at(-1) !== team && !teams.includes(team)) {
      teams.push(team);
    }
  }
  if (teams.length === 0) return '';
  const named = teams.slice(0, MAX_TEAMS).join(', ');
  const more = teams.length - MAX_TEAMS;
  return more > 0 ? `${named} and ${more} more` : named;
}

/**
 * The image's info. `league`: the league's name where the page was opened from one (the source
 * line names it); otherwise the first player's teams in the range.
 */
export function ratingImage(
  series: readonly ChartSeries[],
  peakKind: PeakKind,
  league?: string | null,
): { download: ChartDownloadInfo; key: ChartKeyEntry[] } {
  const { first, last } = dateSpan(series);
  const key: ChartKeyEntry[] = series.map((s) => ({ name: s.name, colour: s.colour }));
  if (peakKind === 'number') {
    key.push({ name: 'Peak (best rating so far)', colour: PEAK_COLOUR, dashed: true });
  }
  return {
    key,
    download: {
      title: `Rating over time: ${series.map((s) => s.name).join(', ')}`,
      names: series.map((s) => s.name),
      view: ['football_player_ratings', 'player_ratings_history'],
      dates: [first, last],
      scope: league || teamsText(series[0]),
      system: 'Player rating',
      filename: [...series.map((s) => s.name), 'rating', first, 'to', last],
    },
  };
}
