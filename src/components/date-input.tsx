// A native date field (the browser's calendar, and its keyboard editing) that reads like every
// other date of the app: until it is focused, the date shows as "10 Aug 2019" over the field,
// where Chromium would write the browser's own order ("08/10/2019"), which no lang attribute changes.
import type { InputHTMLAttributes } from 'react';
import { formatDate } from '../lib/format.ts';
import { isIsoDate } from '../lib/date.ts';
import '../styles/date-input.css';

type DateInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'> & {
  value: string;
  /**
   * `text` for a value the date field would empty (not a real `YYYY-MM-DD`), shown as typed, or
   * for a first frame without the costly date field (a real date still reads formatted).
   */
  type?: 'date' | 'text';
};

export function DateInput({ value, type = 'date', className, ...input }: DateInputProps) {
  // Only a real date is covered: an empty or unfinished field shows the browser's own placeholder.
  const shown = isIsoDate(value) ? formatDate(value) : null;
  return (
    <span className={`dv-date-input${shown ? ' dv-date-input--formatted' : ''}`}>
      <input {...input} type={type} value={value} className={className} />
      {shown ? (
        // The field itself keeps the value for assistive technology; this is its look only.
        <span className="dv-date-input__shown" aria-hidden="true">
          {shown}
        </span>
      ) : null}
    </span>
  );
}
