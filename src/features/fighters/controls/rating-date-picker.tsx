// The "Rating date" picker: published dates newest first, read as dates, with previous/next buttons.
import { useId } from 'react';
import type { Ref } from 'react';
import { formatDate } from '../../../lib/format.ts';
import { nextDate, previousDate } from '../data/fighter-data.ts';

interface RatingDatePickerProps {
  /** Published dates, newest first. */
  dates: readonly string[];
  /** The chosen date, `YYYY-MM-DD`; may be one the list does not hold (from a shared link). */
  value: string | null;
  onChange: (date: string) => void;
  disabled?: boolean;
  /** The dates are on their way: the field holds its place, saying so. */
  pending?: boolean;
  selectRef?: Ref<HTMLSelectElement>;
  /** The field's label; default "Rating date". */
  label?: string;
  /** The step buttons' names; default "Previous date" and "Next date". */
  stepLabels?: readonly [previous: string, next: string];
}

export function RatingDatePicker({
  dates,
  value,
  onChange,
  disabled,
  pending = false,
  selectRef,
  label = 'Rating date',
  stepLabels = ['Previous date', 'Next date'],
}: RatingDatePickerProps) {
  const id = useId();
  const listed = value === null || dates.includes(value);
  const older = value === null ? null : previousDate(dates, value);
  const newer = value === null ? null : nextDate(dates, value);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="fighters-date">
        <button
          type="button"
          className="button"
          aria-label={stepLabels[0]}
          title={older ? `${stepLabels[0]}: ${formatDate(older)}` : 'No earlier date'}
          disabled={disabled || older === null}
          onClick={() => older && onChange(older)}
        >
          <span aria-hidden="true">◀</span>
        </button>
        <select
          id={id}
          ref={selectRef}
          value={value ?? ''}
          disabled={disabled || dates.length === 0}
          onChange={(event) => onChange(event.target.value)}
        >
          {value === null ? <option value="">{pending ? 'Loading…' : 'No dates'}</option> : null}
          {listed ? null : (
            <option value={value ?? ''}>{`${formatDate(value ?? '')} (not published)`}</option>
          )}
          {dates.map((date) => (
            <option key={date} value={date}>
              {formatDate(date)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button"
          aria-label={stepLabels[1]}
          title={newer ? `${stepLabels[1]}: ${formatDate(newer)}` : 'No later date'}
          disabled={disabled || newer === null}
          onClick={() => newer && onChange(newer)}
        >
          <span aria-hidden="true">▶</span>
        </button>
      </div>
    </div>
  );
}
