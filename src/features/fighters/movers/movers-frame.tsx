// The movers summary's frame, and the placeholder it shows until the summary is worked out. In the
// Fighters screen's own code, not the summary's chunk: the placeholder holds the summary's space
// from the first rows on, so the table below does not jump down when the earlier date's rows and
// the summary arrive (about 400 px, half a phone's screen, before).
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format.ts';

interface MoversFrameProps {
  /** The two dates: the rows' and the one compared with. */
  from: string;
  to: string | null;
  busy: boolean;
  children: ReactNode;
}

export function MoversFrame({ from, to, busy, children }: MoversFrameProps) {
  const since = to ? `since ${formatDate(to)}` : 'since the earlier date';
  return (
    <section
      id="fighters-movers"
      className="fighters-movers"
      aria-labelledby="movers-title"
      aria-busy={busy}
    >
      <h2 id="movers-title">
        Movers {since}
        <span className="fighters-movers__dates"> (ratings of {formatDate(from)})</span>
      </h2>
      {children}
    </section>
  );
}

/**
 * The summary's groups, each a block as tall as its lines will be (fighters.css): five movers, the
 * ratings' table of four, eight names in four lines and "Show all".
 */
const PLACES = [
  ['Rose furthest', ''],
  ['Fell furthest', ''],
  ['Biggest rating changes', 'fighters-movers__group--wide'],
  ['New', 'fighters-movers__group--names'],
  ['Dropped out', 'fighters-movers__group--names'],
] as const;

/** The summary's grid with a block in place of each list, the same height at every width. */
export function MoversPlaceholder() {
  return (
    <div role="status" aria-label="Working out who moved…">
      <div className="fighters-movers__grid" aria-hidden="true">
        {PLACES.map(([title, kind]) => (
          <div key={title} className={`fighters-movers__group ${kind}`.trim()}>
            <h3>{title}</h3>
            <div className="dv-skeleton__bar fighters-movers__place" />
          </div>
        ))}
      </div>
    </div>
  );
}
