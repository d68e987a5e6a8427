// The sentence under the Fighters controls: what the table shows, and what rank change is against.
import { Isolated } from '../../components/isolated.tsx';
import { formatDate } from '../../lib/format.ts';
import type { FightersSearch } from './fighters-search.ts';
import type { FightersData } from './data/use-fighters.ts';

function comparisonText(data: FightersData, chosen: boolean): string | null {
  const { anchor, shownEarlier, earlierQuery, datesQuery } = data;
  if (anchor === null || !(datesQuery.isSuccess || shownEarlier !== null)) return null;
  if (shownEarlier === null) return 'No earlier published date to compare with.';
  if (!data.hasComparison) {
    return earlierQuery.isError
      ? `Rank changes are unavailable: ${formatDate(shownEarlier)} could not be loaded.`
      : `Loading ${formatDate(shownEarlier)} to compare with…`;
  }
  return `Changes are against ${formatDate(shownEarlier)}${chosen ? '' : ', the previous published date'}.`;
}

/** While another date or class loads: what is coming, and what is shown until it does. */
function loadingText(
  data: FightersData,
  requestedClass: string,
): { coming: string; shown: string } | null {
  if (!data.isStale) return null;
  const { shown, date, nameOf } = data;
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
  data,
  classText,
}: {
  search: FightersSearch;
  data: FightersData;
  classText: string;
}) {
  const { earlierQuery } = data;
  const date = data.shown.date;
  const byDate = search.mode === 'by-date';
  const comparison = comparisonText(data, search.vs !== null);
  const loading = loadingText(data, search.weightClass);
  return (
    <p className="fighters-context">
      {!byDate
        ? 'The latest ratings'
        : date
          ? `Ratings published on ${formatDate(date)}`
          : 'Ratings by date'}
      , <Isolated text={classText} clip />.
      {data.isDefaultSort
        ? ` Sorted by ${data.defaultOrder === 'rank' ? 'rank' : 'class, then rank'}.`
        : null}
      {loading ? (
        <span className="fighters-loading" role="status">
          {' '}
          Loading <Isolated text={loading.coming} clip />… showing{' '}
          <Isolated text={loading.shown} clip /> until it arrives.
        </span>
      ) : null}
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
