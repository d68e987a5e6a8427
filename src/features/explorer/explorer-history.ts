// The last 20 calls made in this tab, to run one again in one click: the view, its parameters,
// the outcome and the time. In this tab's sessionStorage, like the key's own home, and never the
// key itself: a parameter value equal to the key is written masked.

const STORAGE_KEY = 'data-views.explorer-history';
export const HISTORY_LIMIT = 20;

export interface HistoryEntry {
  readonly hub: string;
  readonly view: string;
  readonly params: readonly (readonly [string, string])[];
  /** The status line ("200 OK") or what went wrong ("404", "Timeout"). */
  readonly outcome: string;
  readonly ok: boolean;
  readonly durationMs: number | null;
  readonly rows: number | null;
  /** When the answer arrived, in epoch ms: with the request, it tells one run from another. */
  readonly at: number;
}

const MASK = '••••••';

function isEntry(value: unknown): value is HistoryEntry {
  if (!value || typeof value !== 'object') return false;
  const e = value as Record<string, unknown>;
  return (
    typeof e.hub === 'string' &&
    typeof e.view === 'string' &&
    Array.isArray(e.params) &&
    e.params.every(
      (p) => Array.isArray(p) && p.length === 2 && p.every((part) => typeof part === 'string'),
    ) &&
    typeof e.outcome === 'string' &&
    typeof e.ok === 'boolean' &&
    typeof e.at === 'number'
  );
}

export function readHistory(): HistoryEntry[] {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry).slice(0, HISTORY_LIMIT) : [];
  } catch {
    return [];
  }
}

function write(entries: readonly HistoryEntry[]): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // Storage full or disabled: the history lives in memory for this visit.
  }
}

function sameRun(a: HistoryEntry, b: HistoryEntry): boolean {
  return (
    a.at === b.at &&
    a.hub === b.hub &&
    a.view === b.view &&
    JSON.stringify(a.params) === JSON.stringify(b.params)
  );
}

/** The history with `entry` first (once), the key masked, at most 20 kept; stored. */
export function addToHistory(
  entries: readonly HistoryEntry[],
  entry: HistoryEntry,
  apiKey: string,
): HistoryEntry[] {
  const masked: HistoryEntry = {
    ...entry,
    params: entry.params.map(([name, value]) =>
      apiKey !== '' && value.includes(apiKey)
        ? [name, value.split(apiKey).join(MASK)]
        : [name, value],
    ),
  };
  if (entries.some((e) => sameRun(e, masked))) return [...entries];
  const next = [masked, ...entries].slice(0, HISTORY_LIMIT);
  write(next);
  return next;
}

export function clearHistory(): HistoryEntry[] {
  write([]);
  return [];
}
