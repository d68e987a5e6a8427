// A labelled native select with an "all" choice first ("All classes", "Any country"), for filters.
import { useId } from 'react';
import { displayText } from '../lib/text.ts';

/** One choice of a select: what goes in the URL, and what a person reads. */
export interface Option {
  readonly value: string;
  readonly label: string;
}

interface OptionSelectProps {
  label: string;
  /** The text of the empty value, e.g. "All classes". */
  allLabel: string;
  options: readonly Option[];
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** A class for the field, beside `field`. */
  className?: string;
}

export function OptionSelect({
  label,
  allLabel,
  options,
  value,
  onChange,
  disabled,
  className,
}: OptionSelectProps) {
  const id = useId();
  // A value from a shared link that the loaded rows do not (yet) contain is still shown as chosen.
  const known = value === '' || options.some((option) => option.value === value);
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{allLabel}</option>
        {known ? null : <option value={value}>{displayText(value)}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {displayText(option.label)}
          </option>
        ))}
      </select>
    </div>
  );
}
