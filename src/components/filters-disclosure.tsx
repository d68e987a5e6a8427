// A screen's filters behind one "Filters (n)" button on a phone, where they would push the rows off
// the first screen; on a wider window the button is not drawn and the filters sit in the toolbar
// as they are (the wrapper lays out as its children: `display: contents`). CSS decides which, so
// nothing moves once the page has loaded. The open state is transient; the filters' values are in
// the URL as before, and the chips outside it say which are set.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import '../styles/filters-disclosure.css';

export interface FiltersDisclosureProps {
  /** How many of the filters inside are set: the button says "Filters (2)". */
  count: number;
  /** The filters: the controls, as they would sit in the toolbar. */
  children: ReactNode;
  /** The button's word; default "Filters". */
  label?: string;
}

/** The button's text: "Filters", or "Filters (2)" when two are set. */
export function filtersLabel(count: number, label = 'Filters'): string {
  return count > 0 ? `${label} (${count})` : label;
}

export function FiltersDisclosure({ count, children, label = 'Filters' }: FiltersDisclosureProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Escape anywhere in the open panel folds it and gives the focus back to its button, as a
  // popover does; an Escape a control inside has used (a picker's list, a popover) goes no further.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open || event.defaultPrevented) return;
    event.preventDefault();
    setOpen(false);
    toggleRef.current?.focus();
  };
  return (
    // eslint-disable-next-line jsx-a11y-x/no-static-element-interactions -- catches Escape from the controls inside
    <div className={open ? 'dv-filters dv-filters--open' : 'dv-filters'} onKeyDown={onKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        className="button dv-filters__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {filtersLabel(count, label)}
        <span aria-hidden="true">{open ? ' ▴' : ' ▾'}</span>
      </button>
      <div id={panelId} className="dv-filters__panel">
        {children}
      </div>
    </div>
  );
}
