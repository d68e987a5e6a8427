// The sentence under the Fighters controls: what the table shows, and what rank change is against.
import { Isolated } from '../../components/isolated.tsx';
import { formatDate } from '../../lib/format.ts';
import type { FighterRows } from './data/use-fighter-rows.ts';
import type { FighterTable } from './table/use-fighter-table.ts';
import type { FightersComparison } from './data/use-fighters-comparison.ts';
import type { FightersSearch } from './fighters-search.ts';

type RowsUsed = Pick<FighterRows, 'datesQuery' | 'date' | 'shown' | 'isStale' | 'nameOf'>;
type ComparisonUsed = Pick<
  FightersComparison,
  'anchor' | 'shownEarlier' | 'earlierQuery' | 'previous'
>;

function comparisonText(
  rows: RowsUsed,
  comparison: ComparisonUsed,
  chosen: boolean,
): string | null {
  const { anchor, shownEarlier, earlierQuery } = comparison;
  if (anchor === null || !(rows.datesQuery.isSuccess || shownEarlier !== null)) return null;
  if (shownEarlier === null) return 'No earlier published date to compare with.';
  if (comparison.previous === null) {
    return earlierQuery.isError
      ? `Rank changes are unavailable: ${formatDate(shownEarlier)} could not be loaded.`
      : `Loading ${formatDate(shownEarlier)} to compare with…`;
  }
  return `Changes are against ${formatDate(shownEarlier)}${chosen ? '' : ', the previous published date'}.`;
}

/** While another date or class loads: what is coming, and what is shown until it does. */
function loadingText(
  rows: RowsUsed,
  requestedClass: string,
): { coming: string; shown: string } | null {
  if (!rows.isStale) return null;
  const { shown, date, nameOf } = rows;
  const dateChanged = date !== shown.date;
  const classChanged = requestedClass !== shown.weightClass;
  const describe = (when: string | null, code: string) =>
    [dateChanged && when ? formatDate(when) : null, classChanged ? nameOf(code) : null]
      .filter((part) => part !== null)
      .join(', ');
  return { coming: describe(date, requestedClass), shown: describe(shown.date, shown.weightClass) };
}

export function FightersContext({
  search,
  rows,
  comparison,
  table,
  classText,
}: {
  search: FightersSearch;
  rows: RowsUsed;
  comparison: ComparisonUsed;
  table: Pick<FighterTable, 'isDefaultSort' | 'defaultOrder'>;
  classText: string;
}) {
  const { earlierQuery } = comparison;
  const date = rows.shown.date;
  const byDate = search.mode === 'by-date';
  const said = comparisonText(rows, comparison, search.vs !== null);
  const loading = loadingText(rows, search.weightClass);
  return (
    <p className="fighters-context">
      {!byDate
        ? 'The latest ratings'
        : date
          ? `Ratings published on ${formatDate(date)}`
          : 'Ratings by date'}
      , <Isolated text={classText} clip />.
      {table.isDefaultSort
        ? ` Sorted by ${table.defaultOrder === 'rank' ? 'rank' : 'class, then rank'}.`
        : null}
      {loading ? (
        <span className="fighters-loading" role="status">
          {' '}
          Loading <Isolated text={loading.coming} clip />… showing{' '}
          <Isolated text={loading.shown} clip /> until it arrives.
        </span>
      ) : null}
      {said ? <span className="fighters-comparison"> {said}</span> : null}
      {said && earlierQuery.isError ? (
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
