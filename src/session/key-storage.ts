// The API key's only home: this tab's sessionStorage, so closing the tab forgets it.

const STORAGE_KEY = 'data-views.api-key';

export function readStoredKey(): string | null {
  try {
    const key = window.sessionStorage.getItem(STORAGE_KEY);
    return key && key.trim() ? key : null;
  } catch {
    // Storage can be disabled (privacy modes); the key then lives only in memory.
    return null;
  }
}

export function storeKey(key: string): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, key);
  } catch {
    // See readStoredKey: memory only.
  }
}

export function forgetKey(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
