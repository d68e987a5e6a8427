// A small line of a few values (a fighter's rank over the last dates, a player's last ratings), with
// its values said in words for screen readers. The words are there at once; the line (Recharts, in
// sparkline-drawing.tsx) is drawn once its code is in, in a box of its own size, so nothing moves.
import { Suspense, lazy } from 'react';
import { formatNumber } from '../../lib/format.ts';

const BOX = { width: 96, height: 24 } as const;
const SparklineDrawing = lazy(() => import('./sparkline-drawing.tsx'));

export interface SparklineProps {
  readonly values: readonly (number | null)[];
  /** What the values are, for the accessible name: "Rank over the last 8 dates". */
  readonly label: string;
  /** Draws lower values higher (a rank: 1 is the top). */
  readonly invert?: boolean;
}

export function Sparkline({ values, label, invert = false }: SparklineProps) {
  if (values.every((v) => v === null)) {
    return <span className="wl-spark wl-spark--empty">—</span>;
  }
  const words = values.map((v) => (v === null ? 'none' : formatNumber(v))).join(', ');
  return (
    <div className="wl-spark" role="img" aria-label={`${label}: ${words}`} style={BOX}>
      <Suspense fallback={null}>
        <SparklineDrawing values={values} invert={invert} {...BOX} />
      </Suspense>
    </div>
  );
}
