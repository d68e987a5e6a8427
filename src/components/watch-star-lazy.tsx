// The watch star for a screen's first code: a few bytes that load the star (and the watchlist's
// store) on their own, after the screen; a star-sized space holds its place meanwhile.
import { lazy, Suspense } from 'react';
import type { WatchStarProps } from './watch-star.tsx';

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
