// A facet's open panel: a box to narrow a long list, one checkbox per value with its count, and
// Clear. Loaded and drawn only while the facet is open (see facet-menu.tsx).
import { useState } from 'react';
import { formatNumber } from '../lib/format.ts';
import { fold, matchesQuery } from '../lib/text.ts';
import type { FacetMenuProps } from './facet-props.ts';
import { Isolated } from './isolated.tsx';

/** Past this many values the list gets a box to narrow it. */
const NARROW_FROM = 10;

export default function FacetPanel({
  label,
  options,
  counts,
  selected,
  onChange,
}: Omit<FacetMenuProps, 'allLabel'>) {
  const [narrow, setNarrow] = useState('');
  const chosen = new Set(selected);
  const words = fold(narrow);
  const shown = words ? options.filter((o) => matchesQuery(o.label, words)) : options;
  return (
    <>
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
    </>
  );
}
