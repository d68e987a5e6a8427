// A labelled number input whose value lives elsewhere (say, the URL): what is typed shows at once,
// a complete number (or nothing) is handed on, and a change from outside (a chip removed) shows.
import { useId, useState } from 'react';

interface NumberFieldProps {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  min?: number;
  step?: number | 'any';
  placeholder?: string;
}

function parse(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  // Not yet a number ("-", "1e"): nothing is handed on until it is one.
  return Number.isFinite(value) ? value : undefined;
}

export function NumberField({
  label,
  value,
  onChange,
  min,
  step = 'any',
  placeholder,
}: NumberFieldProps) {
  const id = useId();
  const [text, setText] = useState(value === null ? '' : String(value));
  const [seen, setSeen] = useState(value);
  // The value changed elsewhere: the field follows, unless it already says the same number.
  if (seen !== value) {
    setSeen(value);
    if (parse(text) !== value) setText(value === null ? '' : String(value));
  }
  return (
    <div className="field dv-number-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={min}
        step={step}
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          const next = parse(event.target.value);
          if (next !== undefined && next !== value) onChange(next);
        }}
      />
    </div>
  );
}
