// What a refused request means: the status as a typed error, the server's own words (never the key), Retry-After.
import { DataViewsError, type DataViewsErrorKind } from './errors.ts';
import { isPlainObject } from './json.ts';
import { KEY_REMOVED as REDACTED } from './key-in-data.ts';

// The mark the Explorer's views of what was sent (status line, headers, body) put for the key.
export { KEY_REMOVED } from './key-in-data.ts';

const MESSAGE_LIMIT = 300;
/** Set by the app's own server on a refusal of its own (server/api-answers.ts). */
const REFUSED_BY_HEADER = 'X-Data-Views-Refused-By';

/**
 * Removes every occurrence of the key (and its URL-encoded form) from text a server sent back.
 * Repeats because a removal can join two halves into a new occurrence; gives up rather than leak.
 */
export function scrubSecret(text: string, secret: string): string | undefined {
  if (secret === '') return text;
  const forms = [...new Set([secret, encodeURIComponent(secret)])];
  const replacement = forms.some((f) => REDACTED.includes(f)) ? '' : REDACTED;
  let out = text;
  for (let round = 0; round < 10 && forms.some((f) => out.includes(f)); round++) {
    for (const f of forms) out = out.split(f).join(replacement);
  }
  return forms.some((f) => out.includes(f)) ? undefined : out;
}

/** Retry-After as seconds: either delta-seconds or an HTTP date. */
export function parseRetryAfter(
  value: string | null | undefined,
  nowMs = Date.now(),
): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+(\.\d+)?$/.test(text)) return Math.ceil(Number(text));
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - nowMs) / 1000));
}

function messageInJson(body: unknown, depth = 0): string | undefined {
  if (typeof body === 'string') return body.trim() || undefined;
  if (depth > 3) return undefined;
  if (Array.isArray(body)) {
    const parts = body.map((b) => messageInJson(b, depth + 1)).filter((m) => m !== undefined);
    return parts.length > 0 ? parts.join('; ') : undefined;
  }
  if (!isPlainObject(body)) return undefined;
  const keys = [
    'message',
    'error_description',
    'detail',
    'error',
    'errors',
    'title',
    'msg',
    'reason',
  ];
  for (const key of keys) {
    const found = Object.prototype.hasOwnProperty.call(body, key)
      ? messageInJson(body[key], depth + 1)
      : undefined;
    if (found) return found;
  }
  return undefined;
}

/** The server's own words from an error body: JSON message fields or short text, never HTML. */
function serverMessageFrom(text: string, contentType: string, apiKey: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '' || contentType.includes('html') || trimmed.startsWith('<')) return undefined;
  let message: string | undefined = trimmed;
  if (contentType.includes('json') || /^[[{"]/.test(trimmed)) {
    try {
      message = messageInJson(JSON.parse(trimmed));
    } catch {
      // Not JSON after all: the text itself is the message.
    }
  }
  if (message === undefined) return undefined;
  // Scrub before truncating, so a key cut in half at the end cannot leak its first part.
  const flat = message
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const clean = scrubSecret(flat, apiKey);
  if (!clean) return undefined;
  return clean.length > MESSAGE_LIMIT ? `${clean.slice(0, MESSAGE_LIMIT - 1).trimEnd()}…` : clean;
}

function kindForStatus(status: number): DataViewsErrorKind {
  switch (status) {
    case 401:
      return 'Unauthorized';
    case 403:
      return 'Forbidden';
    case 404:
      return 'NotFound';
    case 408:
      return 'Timeout';
    case 429:
      return 'RateLimited';
  }
  if (status >= 400 && status < 500) return 'BadRequest';
  // 5xx, and anything else fetch did not resolve (it follows redirects itself).
  return 'ServerError';
}

function retryAfterFromBody(text: string): number | undefined {
  try {
    const body: unknown = JSON.parse(text);
    if (!isPlainObject(body)) return undefined;
    const value = body.retry_after ?? body.retryAfter;
    return typeof value === 'number' || typeof value === 'string'
      ? parseRetryAfter(String(value))
      : undefined;
  } catch {
    return undefined;
  }
}

export function errorForStatus(
  response: Response,
  text: string,
  label: string,
  apiKey: string,
): DataViewsError {
  const kind = kindForStatus(response.status);
  const contentType = response.headers.get('content-type')?.toLowerCase() ?? '';
  const retryAfterSeconds =
    parseRetryAfter(response.headers.get('retry-after')) ??
    (kind === 'RateLimited' ? retryAfterFromBody(text) : undefined);
  return new DataViewsError(kind, {
    view: label,
    status: response.status,
    serverMessage: serverMessageFrom(text, contentType, apiKey),
    retryAfterSeconds,
    refusedByAppServer: response.headers.get(REFUSED_BY_HEADER)?.trim() === 'app-server',
  });
}

export { malformed } from './errors.ts';
