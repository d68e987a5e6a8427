// The filters in force as chips: each says what it keeps and has a button to remove it; Clear all
// removes every one. Nothing is shown when no filter is set.
import { Isolated } from './isolated.tsx';

export interface FilterChip {
  readonly id: string;
  /** What the filter keeps, e.g. "Country: Brazil (BR)" or "Points ≥ 1,500". */
  readonly text: string;
  readonly onRemove: () => void;
}

export function FilterChips({
  chips,
  onClearAll,
}: {
  chips: readonly FilterChip[];
  onClearAll: () => void;
}) {
  if (chips.length === 0) return null;
  return (
    <ul className="dv-chips" aria-label="Filters in force">
      {chips.map((chip) => (
        <li key={chip.id} className="dv-chip">
          <Isolated text={chip.text} />
          <button
            type="button"
            className="dv-chip__remove"
            aria-label={`Remove filter ${chip.text}`}
            onClick={chip.onRemove}
          >
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
      <li>
        <button type="button" className="dv-button" onClick={onClearAll}>
          Clear all
        </button>
      </li>
    </ul>
  );
}
