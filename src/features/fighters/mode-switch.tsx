// The choice between the latest ratings and the ratings of one published date, as two radio buttons.
import type { FightersMode } from './fighters-url.ts';

const modes: readonly { value: FightersMode; label: string }[] = [
  { value: 'latest', label: 'Latest' },
  { value: 'by-date', label: 'By date' },
];

export function ModeSwitch({
  mode,
  onChange,
}: {
  mode: FightersMode;
  onChange: (mode: FightersMode) => void;
}) {
  return (
    <fieldset className="fighters-mode">
      <legend>Ratings</legend>
      <div className="fighters-mode__options">
        {modes.map((option) => (
          <label key={option.value} className="fighters-mode__option">
            <input
              type="radio"
              name="fighters-mode"
              value={option.value}
              checked={mode === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
