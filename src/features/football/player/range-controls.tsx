// The chart's range: everything, the last 12 months, one season (from the seasons in the history),
// or any two dates (typed here, or brushed on the overview under the chart).
import { useDeferredValue, useId } from 'react';
import { ChoiceGroup } from '../../../components/choice-group.tsx';
import { DateInput } from '../../../components/date-input.tsx';
import { isIsoDate } from '../../../lib/date.ts';
import type { HistoryRange } from './history-range.ts';
import type { DateWindow } from './player-history.ts';
import type { SeasonSpan } from './seasons.ts';

type Preset = 'all' | '12m' | 'other';

const PRESETS = [
  { value: 'all', label: 'All' },
  { value: '12m', label: 'Last 12 months' },
] as const;

interface RangeControlsProps {
  range: HistoryRange;
  /** Newest first. */
  seasons: readonly SeasonSpan[];
  /** The dates shown, for the From and To fields. */
  window: DateWindow;
  /** The first and last appearance: the fields' bounds and their values when the range is open. */
  first: string | null;
  last: string | null;
  onChange: (range: HistoryRange) => void;
}

export function RangeControls({
  range,
  seasons,
  window,
  first,
  last,
  onChange,
}: RangeControlsProps) {
  const seasonId = useId();
  const preset: Preset = range.kind === 'all' || range.kind === '12m' ? range.kind : 'other';
  const season = range.kind === 'season' ? (range.label ?? seasons[0]?.label ?? '') : '';
  const from = window.from ?? first ?? '';
  const to = window.to ?? last ?? '';
  const setDates = (nextFrom: string, nextTo: string) => {
    if (!isIsoDate(nextFrom) || !isIsoDate(nextTo)) return;
    const [a, b] = [nextFrom, nextTo].sort() as [string, string];
    onChange({ kind: 'custom', from: a, to: b });
  };
  return (
    <div className="range-controls">
      <ChoiceGroup<Preset>
        legend="Range"
        choices={PRESETS}
        value={preset}
        onChange={(value) => onChange(value === '12m' ? { kind: '12m' } : { kind: 'all' })}
        className="football__choice"
      />
      {seasons.length > 0 ? (
        <div className="field">
          <label htmlFor={seasonId}>Season</label>
          <select
            id={seasonId}
            value={season}
            onChange={(event) =>
              event.target.value === ''
                ? onChange({ kind: 'all' })
                : onChange({ kind: 'season', label: event.target.value })
            }
          >
            <option value="">Any</option>
            {season !== '' && !seasons.some((s) => s.label === season) ? (
              <option value={season}>{season}</option>
            ) : null}
            {seasons.map((s) => (
              <option key={s.label} value={s.label}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <DateBound
        label="From"
        value={from}
        first={first}
        last={last}
        onChange={(d) => setDates(d, to)}
      />
      <DateBound
        label="To"
        value={to}
        first={first}
        last={last}
        onChange={(d) => setDates(from, d)}
      />
    </div>
  );
}

interface DateBoundProps {
  label: string;
  value: string;
  first: string | null;
  last: string | null;
  onChange: (date: string) => void;
}

/** One end of the range, typed (the keyboard's way to zoom), within the history's dates. */
function DateBound({ label, value, first, last, onChange }: DateBoundProps) {
  const id = useId();
  // Chromium's first date field on a page takes 40–60 ms to make, and its first layout 20–30 ms
  // more (measured), all before the chart under these controls could be painted: the first frame
  // has a text field of the same size with the same date, a date field from the next render on.
  const dated = useDeferredValue(true, false);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <DateInput
        id={id}
        type={dated ? 'date' : 'text'}
        className="range-controls__date"
        value={value}
        min={first ?? undefined}
        max={last ?? undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
