// The Explorer's history panel: this tab's last calls, newest first, each run again in one click.
import { formatDuration, formatNumber } from '../../lib/format.ts';
import { displayText } from '../../lib/text.ts';
import type { HistoryEntry } from './explorer-history.ts';
import { HISTORY_LIMIT } from './explorer-history.ts';

interface ExplorerHistoryProps {
  entries: readonly HistoryEntry[];
  onRunAgain: (entry: HistoryEntry) => void;
  onClear: () => void;
}

function callText(entry: HistoryEntry): string {
  const query = entry.params.map(([name, value]) => `${name}=${value}`).join('&');
  return `${entry.hub}/${entry.view}${query ? `?${query}` : ''}`;
}

function timeOf(at: number): string {
  return new Date(at).toLocaleTimeString('en-GB', { hour12: false });
}

export function ExplorerHistory({ entries, onRunAgain, onClear }: ExplorerHistoryProps) {
  return (
    <section className="explorer-history" aria-labelledby="explorer-history-title">
      <h2 id="explorer-history-title">History</h2>
      {entries.length === 0 ? (
        <p className="explorer-param__hint">
          The last {HISTORY_LIMIT} calls made in this tab are listed here, to run again in one
          click. The key is never kept with them.
        </p>
      ) : (
        <>
          <ol className="explorer-history__list" aria-label="Calls made in this tab, newest first">
            {entries.map((entry) => {
              const text = displayText(callText(entry));
              return (
                <li key={`${entry.at}-${text}`} className="explorer-history__item">
                  <code className="explorer-history__call" title={text}>
                    {text}
                  </code>
                  <span
                    className={`explorer-history__meta${entry.ok ? '' : ' explorer-history__meta--failed'}`}
                  >
                    {entry.outcome}
                    {entry.durationMs !== null ? ` · ${formatDuration(entry.durationMs)}` : ''}
                    {entry.rows !== null
                      ? ` · ${formatNumber(entry.rows, { maximumFractionDigits: 0 })} ${entry.rows === 1 ? 'row' : 'rows'}`
                      : ''}
                    {` · ${timeOf(entry.at)}`}
                  </span>
                  <button
                    type="button"
                    className="dv-button"
                    aria-label={`Run again: ${text}`}
                    onClick={() => onRunAgain(entry)}
                  >
                    Run again
                  </button>
                </li>
              );
            })}
          </ol>
          <button type="button" className="dv-button" onClick={onClear}>
            Clear history
          </button>
        </>
      )}
    </section>
  );
}
