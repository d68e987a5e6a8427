// The sentence under the Fighters controls: what the table shows, and what rank change is against.
import { Isolated } from '../../components/isolated.tsx';
import { formatDate } from '../../lib/format.ts';
import type { FightersRequest } from './data/use-last-settled.ts';
import type { FightersMode } from './fighters-search.ts';

export interface FightersContextProps {
  mode: FightersMode;
  /** The date and class asked for, and those of the rows on screen (the same unless isStale). */
  date: string | null;
  weightClass: string;
  shown: FightersRequest;
  isStale: boolean;
  /** A class's name from its code. */
  nameOf: (code: string) => string;
  /** The class on screen, named. */
  classText: string;
  /** The published dates are in. */
  datesReady: boolean;
  /** The rank changes: the date they are reckoned from (null: none), the date they are against,
   * whether the URL chose it, whether its rows are in or failed; Retry asks for them again. */
  anchor: string | null;
  earlier: string | null;
  earlierChosen: boolean;
  earlierIn: boolean;
  earlierFailed: boolean;
  onRetryEarlier: () => void;
  /** The screen's own order while no sort is chosen; null once sorted. */
  defaultOrder: string | null;
}

function comparisonText(props: FightersContextProps): string | null {
  const { anchor, earlier } = props;
  if (anchor === null || !(props.datesReady || earlier !== null)) return null;
  if (earlier === null) return 'No earlier published date to compare with.';
  if (!props.earlierIn) {
    return props.earlierFailed
      ? `Rank changes are unavailable: ${formatDate(earlier)} could not be loaded.`
      : `Loading ${formatDate(earlier)} to compare with…`;
  }
  return `Changes are against ${formatDate(earlier)}${props.earlierChosen ? '' : ', the previous published date'}.`;
}

/** While another date or class loads: what is coming, and what is shown until it does. */
function loadingText(props: FightersContextProps): { coming: string; shown: string } | null {
  if (!props.isStale) return null;
  const { shown, date, nameOf, weightClass } = props;
  const dateChanged = date !== shown.date;
  const classChanged = weightClass !== shown.weightClass;
  const describe = (when: string | null, code: string) =>
    [dateChanged && when ? formatDate(when) : null, classChanged ? nameOf(code) : null]
      .filter((part) => part !== null)
      .join(', ');
  return { coming: describe(date, weightClass), shown: describe(shown.date, shown.weightClass) };
}

export function FightersContext(props: FightersContextProps) {
  const date = props.shown.date;
  const byDate = props.mode === 'by-date';
  const said = comparisonText(props);
  const loading = loadingText(props);
  return (
    <p className="fighters-context">
      {!byDate
        ? 'The latest ratings'
        : date
          ? `Ratings published on ${formatDate(date)}`
          : 'Ratings by date'}
      , <Isolated text={props.classText} clip />.
      {props.defaultOrder !== null
        ? ` Sorted by ${props.defaultOrder === 'rank' ? 'rank' : 'class, then rank'}.`
        : null}
      {loading ? (
        <span className="fighters-loading" role="status">
          {' '}
          Loading <Isolated text={loading.coming} clip />… showing{' '}
          <Isolated text={loading.shown} clip /> until it arrives.
        </span>
      ) : null}
      {said ? <span className="fighters-comparison"> {said}</span> : null}
      {said && props.earlierFailed ? (
        <>
          {' '}
          <button type="button" className="dv-button" onClick={props.onRetryEarlier}>
            Retry
          </button>
        </>
      ) : null}
    </p>
  );
}
