// The API key's only home: this tab's sessionStorage, so closing the tab forgets it. Its id (the
// query cache's partition, api/key-id.ts) is kept beside it, made anew each time a key is set.
import { newKeyId } from '../api/key-id.ts';

const STORAGE_KEY = 'data-views.api-key';
const ID_KEY = 'data-views.api-key-id';

export function readStoredKey(): string | null {
  try {
    const key = window.sessionStorage.getItem(STORAGE_KEY);
    return key && key.trim() ? key : null;
  } catch {
    // Storage can be disabled (privacy modes); the key then lives only in memory.
    return null;
  }
}

/**
 * The stored key's id ('' without a key). A key stored without one (by an older version of the
 * app, or by hand) gets one now, kept for the next reader.
 */
export function readStoredKeyId(): string {
  if (readStoredKey() === null) return '';
  try {
    const stored = window.sessionStorage.getItem(ID_KEY);
    if (stored) return stored;
    const id = newKeyId();
    window.sessionStorage.setItem(ID_KEY, id);
    return id;
  } catch {
    return '';
  }
}

export function storeKey(key: string): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, key);
    window.sessionStorage.setItem(ID_KEY, newKeyId());
  } catch {
    // See readStoredKey: memory only.
  }
}

export function forgetKey(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
    window.sessionStorage.removeItem(ID_KEY);
  } catch {
    // Nothing stored.
  }
}
