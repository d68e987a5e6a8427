// What came back from the call: its numbers (rows, time, size, pages), the rows as a table, and the raw JSON.
import { QueryLoading, type WaitingQuery } from '../../components/query-loading.tsx';
import type { QueryKey } from '@tanstack/react-query';
import type { ViewResult } from '../../api/client.ts';
import { isDataViewsError } from '../../api/errors.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { IncompleteNotice } from '../../components/incomplete-notice.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { UrlText } from '../../components/url-text.tsx';
import { formatBytes, formatDuration, formatNumber } from '../../lib/format.ts';
import type { SortEntry } from '../../lib/sort.ts';
import { ExplorerTabs } from './explorer-tabs.tsx';
import type { TabItem } from './explorer-tabs.tsx';
import type { ExplorerRequest, ResultTab, ValueMode } from './explorer-url.ts';
import { displayText, holdsSecret } from '../../lib/text.ts';
import { KEY_REMOVED } from '../../api/http-errors.ts';
import { useConnection } from '../../session/session-context.tsx';
import { RawJson } from './raw-json.tsx';
import { ResultTable } from './result-table.tsx';
import { statusLine } from './status-line.ts';

export type ResultStatus = 'idle' | 'invalid' | 'loading' | 'cancelled' | 'error' | 'success';

interface ResultPanelProps {
  status: ResultStatus;
  /** The request the result answers (the one in the URL). */
  request: ExplorerRequest;
  result: ViewResult | undefined;
  error: unknown;
  /** The result is a previous one, shown while the new call runs. */
  isStale: boolean;
  /** The absolute URL that was called, for display. */
  calledUrl: string;
  tab: ResultTab;
  onTabChange: (tab: ResultTab) => void;
  values: ValueMode;
  onValuesChange: (values: ValueMode) => void;
  sorting: SortEntry[];
  onSortingChange: (sorting: SortEntry[]) => void;
  onRetry: () => void;
  /** The running call, for what its wait is and its Cancel. */
  waiting: WaitingQuery;
  waitingKey: QueryKey;
}

const TABS: readonly TabItem<ResultTab>[] = [
  { id: 'table', label: 'Table' },
  { id: 'json', label: 'Raw JSON' },
];

function count(n: number): string {
  return formatNumber(n, { maximumFractionDigits: 0 });
}

function rowCountText(result: ViewResult): string {
  const shown = result.rows.length;
  if (result.incomplete && result.reportedTotal !== null && result.reportedTotal > shown) {
    return `Showing ${count(shown)} of ${count(result.reportedTotal)} rows`;
  }
  return `${count(shown)} ${shown === 1 ? 'row' : 'rows'}`;
}

/**
 * The response headers the browser lets the page read, as sent (names in lower case), but for a
 * value that holds the key, which is said as `[key removed]` (the client keeps them as sent).
 */
function ResponseHeaders({ headers }: { headers: ViewResult['headers'] }) {
  const { apiKey } = useConnection();
  return (
    <details className="explorer-headers">
      <summary>
        Response headers ({headers.length}){' '}
        <span className="explorer-param__hint">
          : those the browser lets a page read; another origin shows only what it exposes
        </span>
      </summary>
      {headers.length === 0 ? (
        <p className="explorer-param__hint">None readable.</p>
      ) : (
        <dl className="explorer-headers__list">
          {headers.map(([name, sent], i) => {
            const value = holdsSecret(sent, apiKey) ? KEY_REMOVED : sent;
            return (
              <div key={`${name}-${i}`}>
                <dt>
                  <code>{name}</code>
                </dt>
                <dd>
                  <code className="dv-clip" title={displayText(value)}>
                    {displayText(value)}
                  </code>
                </dd>
              </div>
            );
          })}
        </dl>
      )}
    </details>
  );
}

function Stats({ result }: { result: ViewResult }) {
  const { apiKey } = useConnection();
  return (
    <dl className="explorer-stats">
      <div>
        <dt>Status</dt>
        <dd>{statusLine(result.status, result.statusText, apiKey)}</dd>
      </div>
      <div>
        <dt>Rows</dt>
        <dd>{rowCountText(result)}</dd>
      </div>
      <div>
        <dt>Time</dt>
        <dd>{formatDuration(result.durationMs)}</dd>
      </div>
      <div>
        <dt>Size</dt>
        <dd>{formatBytes(result.bytes)}</dd>
      </div>
      <div>
        <dt>Pages</dt>
        <dd>{count(result.pages)}</dd>
      </div>
    </dl>
  );
}

/** A successful result: the URL called, its numbers and headers, then the Table or Raw JSON tab. */
function ResultView({
  request,
  result,
  isStale,
  calledUrl,
  tab,
  onTabChange,
  values,
  onValuesChange,
  sorting,
  onSortingChange,
}: Omit<ResultPanelProps, 'status' | 'error' | 'onRetry'> & { result: ViewResult }) {
  return (
    <>
      <p className="explorer-result__url">
        <span className="explorer-result__method">GET</span> <UrlText url={calledUrl} />
      </p>
      <Stats result={result} />
      <ResponseHeaders headers={result.headers} />
      <p className="visually-hidden" role="status">
        {isStale
          ? 'Calling the view again…'
          : `${rowCountText(result)} in ${formatDuration(result.durationMs)}.`}
      </p>
      <IncompleteNotice result={result} />
      <ExplorerTabs label="Result" tabs={TABS} selected={tab} onSelect={onTabChange}>
        {tab === 'table' ? (
          <ResultTable
            request={request}
            result={result}
            isStale={isStale}
            countText={rowCountText(result)}
            values={values}
            onValuesChange={onValuesChange}
            sorting={sorting}
            onSortingChange={onSortingChange}
          />
        ) : (
          <RawJson
            value={result.raw}
            pages={result.pages}
            fileParts={[request.hub, request.view]}
          />
        )}
      </ExplorerTabs>
    </>
  );
}

export function ResultPanel(props: ResultPanelProps) {
  const { status, result, error, onRetry } = props;
  let body;
  if (status === 'success' && result) {
    body = <ResultView {...props} result={result} />;
  } else if (status === 'loading') {
    body = (
      <QueryLoading
        label={`Calling ${props.request.hub}/${props.request.view}…`}
        query={props.waiting}
        queryKey={props.waitingKey}
        rows={6}
      />
    );
  } else if (status === 'error') {
    body = (
      <>
        {/* A refused request (400, 404) fails the same way again: the way on is the form above. */}
        <ErrorState
          error={error}
          onRetry={!isDataViewsError(error) || error.isRetryable ? onRetry : undefined}
        />
        {isDataViewsError(error) && error.detail ? (
          <p className="explorer-result__detail">Detail: {error.detail}</p>
        ) : null}
        <p className="explorer-result__url">
          <span className="explorer-result__method">GET</span> <UrlText url={props.calledUrl} />
        </p>
      </>
    );
  } else if (status === 'cancelled') {
    body = (
      <EmptyState
        title="The request was cancelled."
        detail="Nothing was shown from it. Press Run to send it again."
      />
    );
  } else if (status === 'invalid') {
    body = (
      <EmptyState
        title="This link's request is not complete."
        detail="Fix the fields marked in the form, then press Run."
      />
    );
  } else {
    body = (
      <EmptyState
        title="Nothing called yet."
        detail="Choose a view, fill in its parameters and press Run to see what the service returns."
      />
    );
  }
  return (
    <section className="explorer-result" aria-labelledby="explorer-result-title">
      <h2 id="explorer-result-title">Result</h2>
      {body}
    </section>
  );
}
