// The chart peers' data: the same players' histories the dashboard charts, requested the same way
// (the tab's key, the same demo API), as one time-ordered series per player.
import { fetchRows } from './peer-api.ts';

export interface PeerSeries {
  readonly playerId: number;
  /** Milliseconds since the epoch, ascending, with the rating at each. */
  readonly t: Float64Array;
  readonly rating: Float64Array;
}

/** `?ids=1,2,3`: the player shown first, then the compared ones. */
export function idsFromUrl(): number[] {
  const text = new URLSearchParams(window.location.search).get('ids') ?? '';
  return text
    .split(',')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
}

async function history(id: number): Promise<PeerSeries> {
  const rows = await fetchRows<{ date: string | null; rating: number | null }>(
    `/v1/data/views/football_player_ratings/player_ratings_history?player_id=${id}`,
  );
  const points = rows
    .filter((r) => typeof r.date === 'string' && typeof r.rating === 'number')
    .map((r) => ({ t: Date.parse(`${r.date as string}T00:00:00Z`), rating: r.rating as number }))
    .sort((a, b) => a.t - b.t);
  return {
    playerId: id,
    t: Float64Array.from(points, (p) => p.t),
    rating: Float64Array.from(points, (p) => p.rating),
  };
}

export async function loadSeries(): Promise<PeerSeries[]> {
  return Promise.all(idsFromUrl().map(history));
}

export const COLOURS = ['#2f6db5', '#e8731a', '#3f9d4a', '#c8384a', '#9467bd'];
