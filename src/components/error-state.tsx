// What a screen shows when loading failed: what happened and what to do, in words; never a stack trace.
import type { ReactNode } from 'react';
import { isDataViewsError } from '../api/errors.ts';
import '../styles/controls.css';
import '../styles/states.css';

export interface ErrorStateProps {
  error: unknown;
  /** Offered as a "Retry" button; emphasised when repeating the request may help. */
  onRetry?: () => void;
  /** Further actions, e.g. "Enter a key" or "Choose another date". */
  actions?: ReactNode;
}

function seconds(count: number): string {
  return count === 1 ? '1 second' : `${count} seconds`;
}

export function ErrorState({ error, onRetry, actions }: ErrorStateProps) {
  let title = 'Something went wrong.';
  let details: ReactNode[] = [];
  let nextStep = 'Try again; if it keeps happening, reload the page.';
  let retryable = true;

  if (isDataViewsError(error)) {
    title = error.summary;
    nextStep = error.nextStep;
    retryable = error.isRetryable;
    details = [
      error.serverMessage ? (
        <p key="server" className="dv-state__detail">
          The server said: <span className="dv-state__quote">“{error.serverMessage}”</span>
        </p>
      ) : null,
      error.kind === 'RateLimited' && error.retryAfterSeconds !== undefined ? (
        <p key="wait" className="dv-state__detail">
          The service asked us to wait {seconds(Math.ceil(error.retryAfterSeconds))} before
          retrying.
        </p>
      ) : null,
      error.detail ? (
        <details key="detail" className="dv-state__meta">
          <summary>Details</summary>
          {error.detail}
        </details>
      ) : null,
      error.status !== undefined ? (
        <p key="status" className="dv-state__meta">
          HTTP status {error.status}
        </p>
      ) : null,
    ];
  }

  return (
    <div className="dv-state dv-state--error" role="alert">
      <p className="dv-state__title">{title}</p>
      {details}
      <p className="dv-state__detail">{nextStep}</p>
      {onRetry || actions ? (
        <div className="dv-state__actions">
          {onRetry ? (
            <button
              type="button"
              className={retryable ? 'dv-button dv-button--primary' : 'dv-button'}
              onClick={onRetry}
            >
              Retry
            </button>
          ) : null}
          {actions}
        </div>
      ) : null}
    </div>
  );
}
