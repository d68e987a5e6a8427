// The last 20 calls made in this tab with the key in use, to run one again in one click: the view,
// its parameters, the outcome and the time. In this tab's sessionStorage as a per-key value
// (session/per-key-storage.ts): forgotten when the key changes, never read for another key. Never
// the key itself: a parameter value equal to the key is written masked.
import type { Connection } from '../../api/client.ts';
import { readPerKey, writePerKey } from '../../session/per-key-storage.ts';

const STORAGE_NAME = 'explorer-history';
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
  /** When the response arrived, in epoch ms: with the request, it tells one run from another. */
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

/** The history kept for the key whose id is `keyId`. */
export function readHistory(keyId: string): HistoryEntry[] {
  const stored = readPerKey(STORAGE_NAME, keyId);
  return Array.isArray(stored) ? stored.filter(isEntry).slice(0, HISTORY_LIMIT) : [];
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
  { apiKey, keyId }: Pick<Connection, 'apiKey' | 'keyId'>,
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
  writePerKey(STORAGE_NAME, keyId, next);
  return next;
}

export function clearHistory(keyId: string): HistoryEntry[] {
  writePerKey(STORAGE_NAME, keyId, []);
  return [];
}
