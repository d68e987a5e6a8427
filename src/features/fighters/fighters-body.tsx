// What the Fighters screen shows below its controls: loading, an error or an empty response, each
// with a way forward, or the rankings table.
import type { ReactNode } from 'react';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { QueryLoading } from '../../components/query-loading.tsx';
import { availableDatesQuery } from '../../api/queries.ts';
import { formatDate } from '../../lib/format.ts';
import type { FightersSearch } from './fighters-search.ts';
import type { FighterRows } from './data/use-fighter-rows.ts';
import type { FightersActions } from './use-fighters-actions.ts';

interface FightersBodyProps {
  search: FightersSearch;
  rows: Pick<FighterRows, 'conn' | 'datesQuery' | 'date' | 'result' | 'resultKey'>;
  /** The date compared with: offered when the date shown has no fighters. */
  earlier: string | null;
  /** How many rows the class in view has, before the other filters. */
  scopedCount: number;
  on: Pick<FightersActions, 'showLatest' | 'chooseAnotherDate' | 'setClass' | 'setDate'>;
  classText: string;
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
function NoDateYet({ rows: { datesQuery, conn }, on }: Pick<FightersBodyProps, 'rows' | 'on'>) {
  if (datesQuery.isPending)
    return (
      <QueryLoading
        label="Loading rating dates…"
        query={datesQuery}
        queryKey={availableDatesQuery(conn).queryKey}
      />
    );
  const latest = <Button onClick={on.showLatest}>Show the latest ratings</Button>;
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
  const { search, rows, earlier, scopedCount, on, classText, table } = props;
  const { mode, weightClass } = search;
  const { result, date } = rows;
  if (mode === 'by-date' && date === null) return <NoDateYet rows={rows} on={on} />;
  // While pending, rows are the first of a large response (the rest arriving): shown once any are in view.
  if (result.isPending && !scopedCount)
    return <QueryLoading label="Loading fighters…" query={result} queryKey={rows.resultKey} />;
  if (result.isError)
    return (
      <ErrorState
        error={result.error}
        onRetry={() => void result.refetch()}
        actions={
          mode === 'by-date' ? (
            <>
              <Button onClick={on.chooseAnotherDate}>Choose another date</Button>
              <Button onClick={on.showLatest}>Show the latest ratings</Button>
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
            ? `No fighters in ${where} on ${date}`
            : `No fighters in ${where} in the latest ratings`
        }
        detail={date ? 'Choose another date or weight class.' : 'Choose another weight class.'}
      >
        {weightClass ? <Button onClick={() => on.setClass('')}>Show all classes</Button> : null}
        {earlier ? (
          <Button onClick={() => on.setDate(earlier)}>Show {formatDate(earlier)}</Button>
        ) : null}
        {date ? <Button onClick={on.chooseAnotherDate}>Choose another date</Button> : null}
      </EmptyState>
    );
  }
  return table;
}
