// Typed errors of the Data Views client: each names what went wrong in words a person can act on.

export type DataViewsErrorKind =
  | 'Unauthorized'
  | 'Forbidden'
  | 'NotFound'
  | 'BadRequest'
  | 'RateLimited'
  | 'ServerError'
  | 'NetworkError'
  | 'Timeout'
  | 'MalformedResponse'
  | 'TooLarge'
  | 'Redirected';

export interface DataViewsErrorInit {
  /** The view the request was for, as `hub/view`. */
  view: string;
  status?: number;
  /** The server's own message, when it sent one (never includes the key). */
  serverMessage?: string;
  /** Seconds to wait before retrying, from Retry-After. */
  retryAfterSeconds?: number;
  /** What exactly was wrong, for the Explorer and bug reports (never includes the key). */
  detail?: string;
  /**
   * The app's own server (its `/v1` proxy or demo) refused the request before the service saw it:
   * the response carried `X-Data-Views-Refused-By: app-server` (server/api-answers.ts).
   */
  refusedByAppServer?: boolean;
  cause?: unknown;
}

/** The summary of a refusal by the app's own server, not the service. */
const REFUSED_BY_APP_SERVER =
  "The app's own server refused the request; it never reached the service.";

/** The server's words without what the summary already says ("X." and "X: why" read as a glitch). */
function newWords(serverMessage: string | undefined, summary: string): string | undefined {
  if (!serverMessage) return undefined;
  const said = serverMessage.trim();
  const stem = summary.replace(/[.;].*$/, '').toLowerCase();
  const lower = said.toLowerCase();
  if (lower.replace(/\.$/, '') === stem) return undefined;
  if (lower.startsWith(`${stem}:`)) {
    const rest = said.slice(stem.length + 1).trim();
    return rest ? `${rest[0]?.toUpperCase()}${rest.slice(1)}` : undefined;
  }
  return said;
}

const summaries: Record<DataViewsErrorKind, string> = {
  Unauthorized: 'The API key was not accepted.',
  Forbidden:
    'This API key has no access to this view: the subscription behind it does not include it.',
  NotFound: 'The service does not know this view.',
  BadRequest: 'The service refused the request.',
  RateLimited: 'Too many requests: the service asked us to slow down.',
  ServerError: 'The service had a problem answering.',
  NetworkError: 'The service could not be reached.',
  Timeout: 'The service took too long to answer.',
  MalformedResponse: 'The service answered with something that is not a table of rows.',
  TooLarge: 'The answer is too large to read here.',
  Redirected: 'The service sent the request on to another site, which is not followed.',
};

const nextSteps: Record<DataViewsErrorKind, string> = {
  Unauthorized: 'Enter your API key again.',
  Forbidden:
    'Choose another view, or use a key whose subscription includes this one (an enterprise subscription is needed).',
  NotFound: 'Check the hub and view names, or choose another view.',
  BadRequest: 'Check the parameters and try again.',
  RateLimited: 'Wait a moment, then retry.',
  ServerError: 'Retry in a moment.',
  NetworkError: 'Check your connection and the API address, then retry.',
  Timeout: 'Retry, or ask for less data.',
  MalformedResponse: 'Retry; if it persists, the service may have changed its format.',
  TooLarge:
    'Ask for less (one weight class, one date, one league), or raise the limit (VITE_DATA_VIEWS_MAX_BODY_MB) when building the app.',
  Redirected:
    "Check the API address: it should be the service's own, not one that forwards elsewhere.",
};

export class DataViewsError extends Error {
  readonly kind: DataViewsErrorKind;
  readonly view: string;
  readonly status: number | undefined;
  readonly serverMessage: string | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly detail: string | undefined;
  private readonly ownSummary: string;

  constructor(kind: DataViewsErrorKind, init: DataViewsErrorInit) {
    const summary =
      init.refusedByAppServer && kind === 'BadRequest' ? REFUSED_BY_APP_SERVER : summaries[kind];
    // Servers often repeat what the summary already says; saying it twice reads as a glitch.
    const words = newWords(init.serverMessage, summary);
    const said = words ? ` ${words}` : '';
    const detail = init.detail ? ` ${init.detail}` : '';
    super(`${summary}${said}${detail} (${init.view})`, { cause: init.cause });
    this.ownSummary = summary;
    this.name = kind;
    this.kind = kind;
    this.view = init.view;
    this.status = init.status;
    this.serverMessage = init.serverMessage;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.detail = init.detail;
  }

  /** One sentence for a person. */
  get summary(): string {
    return this.ownSummary;
  }

  /** What the person can do about it. */
  get nextStep(): string {
    return nextSteps[this.kind];
  }

  /**
   * True when the session's key is the problem and the key form should come back: a 401 only. A
   * 403 says this key may not see this view, which another view may still answer.
   */
  get isAuthProblem(): boolean {
    return this.kind === 'Unauthorized';
  }

  /** Whether repeating the same request may succeed. */
  get isRetryable(): boolean {
    return (
      this.kind === 'NetworkError' ||
      this.kind === 'Timeout' ||
      this.kind === 'ServerError' ||
      this.kind === 'RateLimited'
    );
  }
}

/** A body that is not what a view's response should be: `detail` says what it is instead. */
export function malformed(label: string, detail: string): DataViewsError {
  return new DataViewsError('MalformedResponse', { view: label, detail });
}

export function isDataViewsError(error: unknown): error is DataViewsError {
  return error instanceof DataViewsError;
}
