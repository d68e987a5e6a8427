// A labelled search field whose text updates at once while the caller filters with a deferred copy.
import { useId } from 'react';

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
  return (
    <div className="search-box">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        aria-describedby={status ? statusId : undefined}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value) {
            event.preventDefault();
            onChange('');
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
