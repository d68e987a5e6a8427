// The key's id: what tells one key's cached answers from another's. Every query key holds it
// (queries.ts), so a response fetched with one key can never be found by a screen showing another,
// whatever the cache still holds. A random id, made when a key is set (session/key-storage.ts keeps
// it beside the key), never worked out from the key: the key itself is never part of a query key,
// which devtools, logs of cache events and error reports may show.
import type { Connection } from './client.ts';

/** A new id for a key just set: 64 random bits as hex (getRandomValues works over plain http too). */
export function newKeyId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A connection: where the API is, the key, and the key's id. */
export function connectionOf(origin: string, apiKey: string, keyId: string): Connection {
  return { origin, apiKey, keyId };
}
