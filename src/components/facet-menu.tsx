// A facet as a disclosure: one checkbox per value with how many rows it has, several may be
// chosen, a box to narrow a long list, and Clear. The counts leave out the facet's own choice.
import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from './use-dismiss.ts';
import { formatNumber } from '../lib/format.ts';
import { fold, matchesQuery } from '../lib/text.ts';
import { Isolated } from './isolated.tsx';
import type { Option } from './option-select.tsx';
import '../styles/controls.css';

interface FacetMenuProps {
  /** The facet's name, e.g. "Country". */
  label: string;
  /** What no choice means, e.g. "All countries". */
  allLabel: string;
  options: readonly Option[];
  /** Rows per value; a value missing from the map has none. */
  counts: ReadonlyMap<string, number>;
  selected: readonly string[];
  onChange: (next: string[]) => void;
}

/** Past this many values the list gets a box to narrow it. */
const NARROW_FROM = 10;

export function FacetMenu({
  label,
  allLabel,
  options,
  counts,
  selected,
  onChange,
}: FacetMenuProps) {
  const [open, setOpen] = useState(false);
  const closePanel = useCallback(() => setOpen(false), []);
  const [narrow, setNarrow] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const labelId = useId();

  useDismiss(open, rootRef, closePanel, buttonRef);

  const chosen = new Set(selected);
  const summary =
    selected.length === 0
      ? allLabel
      : selected.length === 1
        ? (options.find((o) => o.value === selected[0])?.label ?? selected[0] ?? '')
        : `${selected.length} chosen`;
  const words = fold(narrow);
  const shown = words ? options.filter((o) => matchesQuery(o.label, words)) : options;

  return (
    <div className="field dv-column-menu dv-facet" ref={rootRef}>
      <span className="dv-facet__label" id={labelId}>
        {label}
      </span>
      <button
        ref={buttonRef}
        type="button"
        className="dv-button dv-facet__button"
        aria-labelledby={labelId}
        aria-describedby={`${labelId}-value`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        <span id={`${labelId}-value`}>
          <Isolated text={summary} clip />
        </span>
      </button>
      <div id={panelId} className="dv-column-menu__panel dv-facet__panel" hidden={!open}>
        {options.length > NARROW_FROM ? (
          <input
            type="search"
            className="dv-facet__narrow"
            aria-label={`Find a ${label.toLowerCase()}`}
            placeholder="Find…"
            value={narrow}
            onChange={(event) => setNarrow(event.target.value)}
          />
        ) : null}
        <fieldset className="dv-column-menu__fieldset">
          <legend className="dv-visually-hidden">{label}</legend>
          {shown.map((option) => {
            const count = counts.get(option.value) ?? 0;
            return (
              <label key={option.value} className="dv-column-menu__option dv-facet__option">
                <input
                  type="checkbox"
                  checked={chosen.has(option.value)}
                  onChange={(event) =>
                    onChange(
                      event.currentTarget.checked
                        ? [...selected, option.value]
                        : selected.filter((v) => v !== option.value),
                    )
                  }
                />
                <Isolated text={option.label} clip />
                <span className="dv-facet__count">
                  {formatNumber(count, { maximumFractionDigits: 0 })}
                </span>
              </label>
            );
          })}
          {shown.length === 0 ? <p className="dv-facet__none">No match.</p> : null}
        </fieldset>
        {selected.length > 0 ? (
          <button type="button" className="dv-button" onClick={() => onChange([])}>
            Clear
          </button>
        ) : null}
      </div>
    </div>
  );
}
