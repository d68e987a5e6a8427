// A facet as a disclosure: one checkbox per value with how many rows it has, several may be
// chosen, a box to narrow a long list, and Clear. The counts leave out the facet's own choice.
// The panel is drawn only while open, and its code comes as the pointer or focus reaches the
// button: a closed facet costs the first screen and each keystroke's render nothing.
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from './use-dismiss.ts';
import { Isolated } from './isolated.tsx';
import type { Option } from './option-select.tsx';
import '../styles/controls.css';

export interface FacetMenuProps {
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

const loadPanel = () => import('./facet-panel.tsx');
const FacetPanel = lazy(loadPanel);

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
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const labelId = useId();

  useDismiss(open, rootRef, closePanel, buttonRef);

  const summary =
    selected.length === 0
      ? allLabel
      : selected.length === 1
        ? (options.find((o) => o.value === selected[0])?.label ?? selected[0] ?? '')
        : `${selected.length} chosen`;

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
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        onClick={() => setOpen((was) => !was)}
      >
        <span id={`${labelId}-value`}>
          <Isolated text={summary} clip />
        </span>
      </button>
      <div id={panelId} className="dv-column-menu__panel dv-facet__panel" hidden={!open}>
        {open ? (
          <Suspense fallback={null}>
            <FacetPanel
              label={label}
              options={options}
              counts={counts}
              selected={selected}
              onChange={onChange}
            />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
