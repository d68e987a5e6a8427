// Saves a value as a pretty-printed JSON file, for the Explorer's JSON export, without the key.
import { scrubSecret } from '../../api/client.ts';
import { downloadBlob } from '../../lib/download.ts';

/**
 * Pretty-printed JSON with every occurrence of `secret` removed, as written and as JSON escapes
 * it: a service may echo the bearer key in a body, and the raw view is not the place to show it.
 * Null when it cannot be removed for sure.
 */
export function jsonWithout(value: unknown, secret: string): string | null {
  const text = JSON.stringify(value, null, 2) ?? 'undefined';
  if (secret === '') return text;
  const escaped = JSON.stringify(secret).slice(1, -1);
  const once = escaped === secret ? text : scrubSecret(text, escaped);
  return once === undefined ? null : (scrubSecret(once, secret) ?? null);
}

export function downloadJson(filename: string, value: unknown, secret: string): void {
  const text = jsonWithout(value, secret);
  if (text === null) return;
  downloadBlob(filename, new Blob([text], { type: 'application/json;charset=utf-8' }));
}
