// Progress of many requests made a few at a time (useLimitedQueries): a bar with counts and Cancel
// while loading, Load the rest after Cancel, Retry when some failed; nothing once all arrived.
import type { LimitedQueries } from '../api/use-limited-queries.ts';
import { formatNumber } from '../lib/format.ts';
import '../styles/controls.css';

interface BatchProgressProps {
  batch: Pick<
    LimitedQueries<unknown>,
    'loaded' | 'failed' | 'total' | 'status' | 'cancel' | 'resume'
  >;
  /** What is counted, plural: "leagues", "players". */
  noun: string;
  /** The bar's accessible name, e.g. "Loading the players of every league". */
  label: string;
  /** Offer Cancel while loading (default true). */
  cancellable?: boolean;
}

const n = (value: number) => formatNumber(value, { maximumFractionDigits: 0 });

export function BatchProgress({ batch, noun, label, cancellable = true }: BatchProgressProps) {
  const { loaded, failed, total, status } = batch;
  if (total === 0) return null;
  if (status === 'loading') {
    return (
      <div className="dv-progress">
        <progress max={total} value={loaded + failed} aria-label={label} />
        <span role="status">
          Loaded {n(loaded)} of {n(total)} {noun}
          {failed > 0 ? `, ${n(failed)} failed` : ''}
        </span>
        {cancellable ? (
          <button type="button" className="dv-button" onClick={batch.cancel}>
            Cancel
          </button>
        ) : null}
      </div>
    );
  }
  if (status === 'cancelled') {
    return (
      <p className="dv-progress" role="status">
        Stopped after {n(loaded)} of {n(total)} {noun}.{' '}
        <button type="button" className="dv-button" onClick={batch.resume}>
          Load the rest
        </button>
      </p>
    );
  }
  if (failed > 0) {
    return (
      <p className="dv-progress" role="alert">
        {n(failed)} of {n(total)} {noun} could not be loaded.{' '}
        <button type="button" className="dv-button" onClick={batch.resume}>
          Retry
        </button>
      </p>
    );
  }
  return null;
}
