// The history's controls: the class, how many ranks (top N) and the span's first and last dates.
import { useId } from 'react';
import { OptionSelect, type Option } from '../../../components/option-select.tsx';
import { formatDate } from '../../../lib/format.ts';
import { MAX_TOP, MIN_TOP } from './history-data.ts';
import type { HistorySearch } from './history-search.ts';

const TOPS = Array.from({ length: (MAX_TOP - MIN_TOP) / 5 + 1 }, (_, i) => MIN_TOP + i * 5);

interface HistoryControlsProps {
  search: HistorySearch;
  classes: readonly Option[];
  /** Published dates, newest first. */
  published: readonly string[];
  onChange: (patch: Partial<HistorySearch>) => void;
}

function DateSelect(props: {
  label: string;
  openLabel: string;
  value: string | null;
  dates: readonly string[];
  onChange: (value: string | null) => void;
}) {
  const id = useId();
  const { value, dates } = props;
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <select
        id={id}
        value={value ?? ''}
        disabled={dates.length === 0}
        onChange={(event) => props.onChange(event.target.value || null)}
      >
        <option value="">{props.openLabel}</option>
        {value !== null && !dates.includes(value) ? (
          <option value={value}>{formatDate(value)}</option>
        ) : null}
        {dates.map((date) => (
          <option key={date} value={date}>
            {formatDate(date)}
          </option>
        ))}
      </select>
    </div>
  );
}

export function HistoryControls({ search, classes, published, onChange }: HistoryControlsProps) {
  const topId = useId();
  return (
    <div className="toolbar history-toolbar">
      <OptionSelect
        label="Weight class"
        allLabel="Choose a class"
        options={classes}
        value={search.weightClass}
        onChange={(weightClass) => onChange({ weightClass })}
      />
      <div className="field">
        <label htmlFor={topId}>Top</label>
        <select
          id={topId}
          value={search.top}
          onChange={(event) => onChange({ top: Number(event.target.value) })}
        >
          {(TOPS.includes(search.top) ? TOPS : [...TOPS, search.top].sort((a, b) => a - b)).map(
            (n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ),
          )}
        </select>
      </div>
      <DateSelect
        label="From"
        openLabel="First published"
        value={search.from}
        dates={published}
        onChange={(from) => onChange({ from })}
      />
      <DateSelect
        label="To"
        openLabel="Newest"
        value={search.to}
        dates={published}
        onChange={(to) => onChange({ to })}
      />
    </div>
  );
}
