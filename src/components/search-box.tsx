// A labelled search field whose text updates at once while the caller's update (which filters the
// rows) is a transition: a keystroke redraws this field alone, and React may set aside the rows'
// render when the next key comes.
import { startTransition, useId, useState } from 'react';

interface SearchBoxProps {
  /** The visible label, which is also the field's accessible name (e.g. "Search fighters"). */
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** Says how many rows match, for screen readers (announced politely). */
  status?: string;
}

export function SearchBox({ label, value, onChange, placeholder, status }: SearchBoxProps) {
  const id = useId();
  const statusId = useId();
  // What the field shows: what was typed, until the caller's value changes. A change from
  // elsewhere (Clear all filters, Back) replaces it; the caller catching up with the typing leaves
  // it as it is.
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== text) setText(value);
  }
  const change = (next: string) => {
    setText(next);
    startTransition(() => onChange(next));
  };
  return (
    <div className="search-box">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        aria-describedby={status ? statusId : undefined}
        onChange={(event) => change(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && text) {
            event.preventDefault();
            change('');
          }
        }}
      />
      {status ? (
        <span id={statusId} className="visually-hidden" aria-live="polite">
          {status}
        </span>
      ) : null}
    </div>
  );
}
