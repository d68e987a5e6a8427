// What this tab remembers for one key beyond the query cache (the Explorer's call history), in
// sessionStorage under one prefix, each value tagged with the key's id: a change of key
// removes them all (session-context.tsx), and a value written for one key is never read for another.

const PREFIX = 'data-views.per-key.';
/** Names used before values were kept per key; removed with the rest. */
const LEGACY = ['data-views.explorer-history'];

interface Tagged {
  readonly keyId: string;
  readonly value: unknown;
}

/** The value stored under `name` for the key `keyId`; undefined when none, or another key's. */
export function readPerKey(name: string, keyId: string): unknown {
  try {
    const parsed = JSON.parse(window.sessionStorage.getItem(PREFIX + name) ?? 'null') as unknown;
    if (!parsed || typeof parsed !== 'object') return undefined;
    const tagged = parsed as Partial<Tagged>;
    return tagged.keyId === keyId && keyId !== '' ? tagged.value : undefined;
  } catch {
    return undefined;
  }
}

export function writePerKey(name: string, keyId: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(PREFIX + name, JSON.stringify({ keyId, value } satisfies Tagged));
  } catch {
    // Storage full or disabled: the value lives in memory for this visit.
  }
}

/** Removes every per-key value: called on every change of key. */
export function forgetPerKeyStorage(): void {
  try {
    const storage = window.sessionStorage;
    const names: string[] = [...LEGACY];
    for (let i = 0; i < storage.length; i++) {
      const name = storage.key(i);
      if (name?.startsWith(PREFIX)) names.push(name);
    }
    for (const name of names) storage.removeItem(name);
  } catch {
    // Nothing stored.
  }
}
