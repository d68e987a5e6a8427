// What the Fighters screen shows below its controls: loading, an error or an empty response, each
// with a way forward, or the rankings table.
import type { ReactNode } from 'react';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { QueryLoading } from '../../components/query-loading.tsx';
import { availableDatesQuery } from '../../api/queries.ts';
import { formatDate } from '../../lib/format.ts';
import type { Connection } from '../../api/client.ts';
import type { FightersMode } from './fighters-search.ts';
import type { FighterRows } from './data/use-fighter-rows.ts';

export interface FightersBodyProps {
  mode: FightersMode;
  /** The class asked for ('' for every class), and its name. */
  weightClass: string;
  classText: string;
  /** The date shown (null: the latest ratings, or By date before the dates are in). */
  date: string | null;
  conn: Connection;
  datesQuery: FighterRows['datesQuery'];
  /** The rows' request and its cache key. */
  result: FighterRows['result'];
  resultKey: FighterRows['resultKey'];
  /** The date compared with: offered when the date shown has no fighters. */
  earlier: string | null;
  /** How many rows the class in view has, before the other filters. */
  scopedCount: number;
  onShowLatest: () => void;
  onChooseDate: () => void;
  onSetClass: (code: string) => void;
  onSetDate: (date: string) => void;
  /** The rankings table, shown once there are rows. */
  table: ReactNode;
}

function Button({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className="dv-button" onClick={onClick}>
      {children}
    </button>
  );
}

/** By date, before there is a date to show: the dates are loading, failed, or there are none. */
function NoDateYet({
  datesQuery,
  conn,
  onShowLatest,
}: Pick<FightersBodyProps, 'datesQuery' | 'conn' | 'onShowLatest'>) {
  if (datesQuery.isPending)
    return (
      <QueryLoading
        label="Loading rating dates…"
        query={datesQuery}
        queryKey={availableDatesQuery(conn).queryKey}
      />
    );
  const latest = <Button onClick={onShowLatest}>Show the latest ratings</Button>;
  if (datesQuery.isError)
    return (
      <>
        <p className="fighters-note">The list of rating dates could not be loaded.</p>
        <ErrorState
          error={datesQuery.error}
          onRetry={() => void datesQuery.refetch()}
          actions={latest}
        />
      </>
    );
  return (
    <EmptyState
      title="No rating dates are published."
      detail="The service lists no dates with fighter ratings. Retry later, or look at the latest ratings."
    >
      <Button onClick={() => void datesQuery.refetch()}>Retry</Button>
      {latest}
    </EmptyState>
  );
}

export function FightersBody(props: FightersBodyProps) {
  const { mode, weightClass, date, result, earlier, scopedCount, classText } = props;
  if (mode === 'by-date' && date === null) return <NoDateYet {...props} />;
  // While pending, rows are the first of a large response (the rest arriving): shown once any are in view.
  if (result.isPending && !scopedCount)
    return <QueryLoading label="Loading fighters…" query={result} queryKey={props.resultKey} />;
  if (result.isError)
    return (
      <ErrorState
        error={result.error}
        onRetry={() => void result.refetch()}
        actions={
          mode === 'by-date' ? (
            <>
              <Button onClick={props.onChooseDate}>Choose another date</Button>
              <Button onClick={props.onShowLatest}>Show the latest ratings</Button>
            </>
          ) : null
        }
      />
    );
  if (scopedCount === 0) {
    const where = weightClass ? classText : 'any class';
    return (
      <EmptyState
        title={
          date
            ? `No fighters in ${where} on ${formatDate(date)}`
            : `No fighters in ${where} in the latest ratings`
        }
        detail={date ? 'Choose another date or weight class.' : 'Choose another weight class.'}
      >
        {weightClass ? (
          <Button onClick={() => props.onSetClass('')}>Show all classes</Button>
        ) : null}
        {earlier ? (
          <Button onClick={() => props.onSetDate(earlier)}>Show {formatDate(earlier)}</Button>
        ) : null}
        {date ? <Button onClick={props.onChooseDate}>Choose another date</Button> : null}
      </EmptyState>
    );
  }
  return props.table;
}
