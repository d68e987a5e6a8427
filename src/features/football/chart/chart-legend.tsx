// The chart's key in plain HTML: one entry per player by name and colour, and how to read peaks, minutes and team changes.
import { PEAK_COLOUR, PEAK_MARKER_FILL } from './chart-data.ts';
import { Isolated } from '../../../components/isolated.tsx';
import type { PeakKind } from '../player/player-history.ts';
import type { PlayerId } from '../football-paths.ts';

interface ChartLegendProps {
  series: readonly {
    readonly playerId: PlayerId;
    readonly name: string;
    readonly colour: string;
  }[];
  peakKind: PeakKind;
  hasTeamChanges: boolean;
}

export function ChartLegend({ series, peakKind, hasTeamChanges }: ChartLegendProps) {
  return (
    <ul className="chart-legend" aria-label="Chart key">
      {series.map((s) => (
        <li key={s.playerId} className="chart-legend__item">
          <svg width="26" height="12" aria-hidden="true" focusable="false">
            <line x1="1" y1="6" x2="25" y2="6" stroke={s.colour} strokeWidth="2.5" />
            <circle cx="13" cy="6" r="3.5" fill={s.colour} />
          </svg>
          <Isolated text={s.name} clip />
        </li>
      ))}
      {peakKind === 'number' ? (
        <li className="chart-legend__item">
          <svg width="26" height="12" aria-hidden="true" focusable="false">
            <line
              x1="1"
              y1="6"
              x2="25"
              y2="6"
              stroke={PEAK_COLOUR}
              strokeWidth="1.5"
              strokeDasharray="5 3"
            />
          </svg>
          Peak (best rating so far)
        </li>
      ) : null}
      {peakKind === 'flag' ? (
        <li className="chart-legend__item">
          <svg width="26" height="14" aria-hidden="true" focusable="false">
            <path
              d="M13,1L14.8,5.2L19.4,5.6L15.9,8.6L17,13L13,10.6L9,13L10.1,8.6L6.6,5.6L11.2,5.2Z"
              fill={PEAK_MARKER_FILL}
              stroke={PEAK_COLOUR}
            />
          </svg>
          Peak appearance
        </li>
      ) : null}
      {hasTeamChanges ? (
        <li className="chart-legend__item">
          <svg width="26" height="14" aria-hidden="true" focusable="false">
            <line x1="13" y1="0" x2="13" y2="14" stroke="currentColor" strokeDasharray="3 3" />
          </svg>
          Team change
        </li>
      ) : null}
      <li className="chart-legend__item chart-legend__item--note">
        <svg width="26" height="12" aria-hidden="true" focusable="false">
          <circle cx="5" cy="6" r="1.8" fill="currentColor" fillOpacity="0.35" />
          <circle cx="17" cy="6" r="4.5" fill="currentColor" />
        </svg>
        Small, faint dots: few minutes played; large, solid dots: a full match
      </li>
    </ul>
  );
}
