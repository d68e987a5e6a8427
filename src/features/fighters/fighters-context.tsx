// The sentence under the Fighters controls: what the table shows, and what rank change is against.
import { Isolated } from '../../components/isolated.tsx';
import { formatDate } from '../../lib/format.ts';
import type { FightersSearch } from './fighters-search.ts';
import type { FightersData } from './use-fighters.ts';

function comparisonText(data: FightersData): string | null {
  const { date, earlier, earlierQuery, datesQuery } = data;
  if (date === null || !(datesQuery.isSuccess || earlier !== null)) return null;
  if (earlier === null) return 'No earlier published date to compare ranks with.';
  if (earlierQuery.isError)
    return `Rank changes are unavailable: ${formatDate(earlier)} could not be loaded.`;
  if (earlierQuery.isPending) return `Loading ${formatDate(earlier)} to compare ranks…`;
  return `Rank change is against ${formatDate(earlier)}, the previous published date.`;
}

export function FightersContext({
  search,
  data,
  classText,
}: {
  search: FightersSearch;
  data: FightersData;
  classText: string;
}) {
  const { date, earlierQuery } = data;
  const byDate = search.mode === 'by-date';
  const comparison = byDate ? comparisonText(data) : null;
  return (
    <p className="fighters-context">
      {!byDate
        ? 'The latest ratings'
        : date
          ? `Ratings published on ${formatDate(date)}`
          : 'Ratings by date'}
      , <Isolated text={classText} clip />.
      {data.isDefaultSort ? ' Sorted by class, then rank.' : null}
      {comparison ? <span className="fighters-comparison"> {comparison}</span> : null}
      {comparison && earlierQuery.isError ? (
        <>
          {' '}
          <button type="button" className="dv-button" onClick={() => void earlierQuery.refetch()}>
            Retry
          </button>
        </>
      ) : null}
    </p>
  );
}
