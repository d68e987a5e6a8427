// The chart peers' data: the same players' histories the dashboard charts, asked for the same way
// (the tab's key, the same demo API), as one time-ordered series per player.

const KEY_STORAGE = 'data-views.api-key';

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

async function history(id: number, key: string): Promise<PeerSeries> {
  const response = await fetch(
    `/v1/data/views/football_player_ratings/player_ratings_history?player_id=${id}`,
    { headers: { Accept: 'application/json', Authorization: `Bearer ${key}` } },
  );
  if (!response.ok) throw new Error(`The demo API answered ${response.status}.`);
  const rows = (await response.json()) as { date: string | null; rating: number | null }[];
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
  const key = sessionStorage.getItem(KEY_STORAGE);
  if (!key) throw new Error('No API key in this tab.');
  return Promise.all(idsFromUrl().map((id) => history(id, key)));
}

/** Marks the chart as painted: the next frame after drawing, as the runner reads it. */
export function markPainted(): void {
  requestAnimationFrame(() =>
    setTimeout(() => {
      document.body.dataset.painted = String(performance.now());
    }, 0),
  );
}

export const COLOURS = ['#2f6db5', '#e8731a', '#3f9d4a', '#c8384a', '#9467bd'];
