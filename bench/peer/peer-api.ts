// What every peer page shares. How it asks the demo API for rows: with the key the dashboard keeps for this tab (the
// runner puts it there, nothing is hard-coded), as the dashboard asks, expecting the default shape;
// and when it has drawn them.

const KEY_STORAGE = 'data-views.api-key';

/** The rows at `path` (`/v1/data/views/…`), a bare array as the demo API sends by default. */
export async function fetchRows<T>(path: string): Promise<T[]> {
  const key = sessionStorage.getItem(KEY_STORAGE);
  if (!key) throw new Error('No API key in this tab: open the dashboard and enter one first.');
  const response = await fetch(path, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${key}` },
  });
  if (!response.ok) throw new Error(`The demo API answered ${response.status}.`);
  const body: unknown = await response.json();
  if (!Array.isArray(body)) throw new Error('Expected a bare array of rows from the demo API.');
  return body as T[];
}

/** Marks the page as painted: the next frame after drawing, as the runner reads it. */
export function markPainted(): void {
  requestAnimationFrame(() =>
    setTimeout(() => {
      document.body.dataset.painted = String(performance.now());
    }, 0),
  );
}
