// The key's fingerprint: what tells one key's cached answers from another's. Every query key holds
// it (queries.ts), so a response fetched with one key can never be found by a screen showing another,
// whatever the cache still holds. One-way (a truncated SHA-256), so the key itself is never part
// of a query key, which devtools, logs of cache events and error reports may show.
import { sha256Hex } from '../lib/sha256.ts';
import type { Connection } from './client.ts';

/** Hex digits kept: 64 bits, far beyond any chance of two keys of one tab meeting. */
const KEY_ID_DIGITS = 16;

/** The fingerprint of `apiKey` as the client sends it (trimmed); '' for no key. */
export function keyIdOf(apiKey: string): string {
  const key = apiKey.trim();
  return key === '' ? '' : sha256Hex(key).slice(0, KEY_ID_DIGITS);
}

/** A connection with its key's fingerprint worked out once, when the key is set. */
export function connectionOf(origin: string, apiKey: string): Connection {
  return { origin, apiKey, keyId: keyIdOf(apiKey) };
}
