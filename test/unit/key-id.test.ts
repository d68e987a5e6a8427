// The key's id, the query cache's partition: random, made anew each time a key is set, kept beside
// the key for the tab's later readers (the route loaders, the session), never worked out from it.
import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetKey,
  readStoredKey,
  readStoredKeyId,
  storeKey,
} from '../../src/session/key-storage.ts';

afterEach(() => sessionStorage.clear());

describe('the key id', () => {
  it('is new for every key set, the same key again included, and the same for every reader', () => {
    storeKey('sk_live_first');
    const first = readStoredKeyId();
    expect(first).toMatch(/^[0-9a-f]{16}$/);
    expect(readStoredKeyId()).toBe(first);
    storeKey('sk_live_first');
    const again = readStoredKeyId();
    expect(again).not.toBe(first);
    storeKey('sk_live_second');
    expect(readStoredKeyId()).not.toBe(again);
  });

  it('never holds the key, and goes with it', () => {
    storeKey('abcdef0123456789');
    expect(readStoredKeyId()).not.toContain('abcdef0123456789');
    forgetKey();
    expect(readStoredKey()).toBeNull();
    expect(readStoredKeyId()).toBe('');
    expect(sessionStorage.getItem('data-views.api-key-id')).toBeNull();
  });

  it('is made for a key stored without one, once', () => {
    sessionStorage.setItem('data-views.api-key', 'demo');
    const made = readStoredKeyId();
    expect(made).toMatch(/^[0-9a-f]{16}$/);
    expect(readStoredKeyId()).toBe(made);
  });
});
