// The watch star for a screen's first code: a few bytes that load the star (and the watchlist's
// store) on their own, after the screen; a star-sized space holds its place meanwhile. With the
// table column that holds it.
import { lazy, Suspense } from 'react';
import type { DataColumn, DataRow } from './data-table-columns.ts';
import type { WatchStarProps, WatchTarget } from './watch-star.tsx';

// The star's size, so nothing moves when it arrives.
const SLOT = { display: 'inline-block', width: 32, height: 28 } as const;

const Star = lazy(() => import('./watch-star.tsx'));

export function WatchStar(props: WatchStarProps) {
  return (
    <Suspense fallback={<span style={SLOT} />}>
      <Star {...props} />
    </Suspense>
  );
}

const NO_VALUE = () => null;

/** A table's star column: no value to sort by or export, hidden from a phone's first columns. */
export function watchColumn<R extends DataRow>(
  target: (row: R) => WatchTarget | null,
): DataColumn<R> {
  return {
    id: 'watch',
    header: 'Watch',
    headerMark: '☆',
    width: 48,
    // Before the name it stars, on a phone too (a row's identity in the narrow layout), and kept
    // in view with it.
    pinned: true,
    priority: 1,
    narrowWidth: 44,
    sortable: false,
    csv: false,
    accessor: NO_VALUE,
    cell: (row) => {
      const watched = target(row);
      return watched ? <WatchStar target={watched} tabbable={false} /> : null;
    },
  };
}
