// Saves a value as a pretty-printed JSON file, for the Explorer's JSON export, without the key.
import { scrubSecret } from '../../api/http-errors.ts';
import { downloadBlob } from '../../lib/download.ts';

/**
 * `text` with every occurrence of `secret` removed, as written and as JSON escapes it: a service
 * may echo the bearer key in a body, and the raw view is not the place to show it. Null when it
 * cannot be removed for sure.
 */
export function textWithout(text: string, secret: string): string | null {
  if (secret === '') return text;
  const escaped = JSON.stringify(secret).slice(1, -1);
  const once = escaped === secret ? text : scrubSecret(text, escaped);
  return once === undefined ? null : (scrubSecret(once, secret) ?? null);
}

/**
 * JSON.stringify(value, null, 2), or null when the value nests too deeply for it (it recurses, and
 * a body of 100,000 levels overflows the call stack).
 */
export function prettyValue(value: unknown): string | null {
  try {
    return JSON.stringify(value, null, 2) ?? 'undefined';
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/** Pretty-printed JSON without `secret` in it; null when that cannot be made (see above). */
export function jsonWithout(value: unknown, secret: string): string | null {
  const text = prettyValue(value);
  return text === null ? null : textWithout(text, secret);
}

export function downloadText(filename: string, text: string): void {
  downloadBlob(filename, new Blob([text], { type: 'application/json;charset=utf-8' }));
}

export function downloadJson(filename: string, value: unknown, secret: string): void {
  const text = jsonWithout(value, secret);
  if (text === null) return;
  downloadText(filename, text);
}
