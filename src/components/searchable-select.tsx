// A labelled, searchable picker (ARIA combobox + listbox): type to filter, arrows to move, Enter to choose.
// Over 300 lines on purpose: one ARIA combobox pattern (input, listbox, keyboard, announcements)
// whose parts only make sense together; split, each part would need all the others' state.
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { displayText } from '../lib/text.ts';
import type { KeyboardEvent, ReactNode } from 'react';
import { containsWords, fold, queryWords } from '../lib/text.ts';
import { preloadPlacement, usePlacedPanel } from './popover.tsx';
import './searchable-select.css';

export interface SelectOption {
  /** What `onChange` reports; unique among the options. */
  readonly value: string;
  /** What the person reads and searches. */
  readonly label: string;
  /** Options sharing a group are listed together under its heading, in first-seen group order. */
  readonly group?: string;
  /** A second, quieter line; also searched. */
  readonly description?: string;
  /** What a search matches instead of label, group and description (e.g. a name and an ID only). */
  readonly keywords?: string;
}

interface SearchableSelectProps {
  /** The visible label and the field's accessible name. */
  label: string;
  options: readonly SelectOption[];
  /** The chosen option's value, or null when nothing is chosen. */
  value: string | null;
  onChange: (value: string, option: SelectOption) => void;
  placeholder?: string;
  disabled?: boolean;
  /** Shown in the open list instead of options, e.g. while they load or when they failed. */
  notice?: ReactNode;
  /** A hint under the field, announced with it. */
  hint?: string;
  /** How many matches are drawn at most; the rest are reached by typing more. */
  maxShown?: number;
  className?: string;
}

interface Group {
  readonly name: string | undefined;
  readonly options: readonly SelectOption[];
}

const DEFAULT_MAX_SHOWN = 200;

function searchText(option: SelectOption): string {
  return (
    option.keywords ?? [option.label, option.group, option.description].filter(Boolean).join(' ')
  );
}

function groupOptions(options: readonly SelectOption[]): Group[] {
  const groups = new Map<string | undefined, SelectOption[]>();
  for (const option of options) {
    const list = groups.get(option.group);
    if (list) list.push(option);
    else groups.set(option.group, [option]);
  }
  return [...groups].map(([name, list]) => ({ name, options: list }));
}

export function SearchableSelect({
  label,
  options,
  value,
  onChange,
  placeholder,
  disabled = false,
  notice,
  hint,
  maxShown = DEFAULT_MAX_SHOWN,
  className,
}: SearchableSelectProps) {
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listId = `${baseId}-list`;
  const hintId = `${baseId}-hint`;
  const labelId = `${baseId}-label`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const selected = useMemo(() => options.find((o) => o.value === value) ?? null, [options, value]);
  const [open, setOpen] = useState(false);
  // null while the person is not typing: the field then shows the chosen option's label.
  const [query, setQuery] = useState<string | null>(null);
  const [activeIndex, setActiveIndex] = useState(-1);
  const deferredQuery = useDeferredValue(query ?? '');
  const inputRef = useRef<HTMLInputElement>(null);
  const controlRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  usePlacedPanel(open, controlRef, listRef);

  // Folded once per list, not once per keystroke: a list of 10,000+ players stays quick to search.
  const searchable = useMemo(
    () => options.map((option) => ({ option, text: fold(searchText(option)) })),
    [options],
  );
  const matches = useMemo(() => {
    const words = queryWords(fold(deferredQuery.trim()));
    if (words.length === 0) return options;
    const found: SelectOption[] = [];
    for (const s of searchable) if (containsWords(s.text, words)) found.push(s.option);
    return found;
  }, [searchable, options, deferredQuery]);
  const shown = useMemo(() => matches.slice(0, maxShown), [matches, maxShown]);
  // Grouping keeps each group's options together, so the list order (and arrow order) follows it.
  const groups = useMemo(() => groupOptions(shown), [shown]);
  const ordered = useMemo(() => groups.flatMap((g) => g.options), [groups]);

  // The deferred filter can shrink the list under the cursor; the cursor stays on a real option.
  const active = Math.min(activeIndex, ordered.length - 1);

  // After a choice the field keeps the focus with its text selected, so typing starts a new search.
  useEffect(() => {
    const input = inputRef.current;
    if (input && document.activeElement === input) input.select();
  }, [selected]);

  useEffect(() => {
    if (!open || active < 0) return;
    const element = document.getElementById(optionId(active));
    // jsdom has no scrollIntoView; browsers do.
    element?.scrollIntoView?.({ block: 'nearest' });
    // optionId only depends on baseId, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, active]);

  function openList(startAt: 'selected' | 'first' | 'last' = 'selected') {
    if (disabled) return;
    setOpen(true);
    const selectedIndex = selected ? ordered.indexOf(selected) : -1;
    if (startAt === 'last') setActiveIndex(ordered.length - 1);
    else if (startAt === 'first' || selectedIndex < 0) setActiveIndex(ordered.length > 0 ? 0 : -1);
    else setActiveIndex(selectedIndex);
  }

  function close() {
    setOpen(false);
    setQuery(null);
    setActiveIndex(-1);
  }

  function choose(option: SelectOption) {
    close();
    if (option.value !== value) onChange(option.value, option);
  }

  function move(step: number) {
    if (ordered.length === 0) return;
    if (active < 0) setActiveIndex(step > 0 ? 0 : ordered.length - 1);
    else setActiveIndex(Math.min(ordered.length - 1, Math.max(0, active + step)));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList();
        else move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList('last');
        else move(-1);
        break;
      case 'PageDown':
        if (open) {
          event.preventDefault();
          move(10);
        }
        break;
      case 'PageUp':
        if (open) {
          event.preventDefault();
          move(-10);
        }
        break;
      case 'Enter': {
        if (!open) return;
        event.preventDefault();
        const option = ordered[active];
        if (option) choose(option);
        break;
      }
      case 'Escape':
        if (open || query !== null) {
          event.preventDefault();
          close();
        }
        break;
      case 'Tab':
        if (open) close();
        break;
      default:
        break;
    }
  }

  const activeId = open && active >= 0 ? optionId(active) : undefined;
  const countText =
    matches.length === 0
      ? 'No matches'
      : matches.length > shown.length
        ? `${matches.length} matches, first ${shown.length} shown: type to narrow`
        : `${matches.length} ${matches.length === 1 ? 'match' : 'matches'}`;

  let index = -1;
  return (
    <div className={['searchable-select', className].filter(Boolean).join(' ')}>
      <label id={labelId} htmlFor={inputId} className="searchable-select__label">
        {label}
      </label>
      <div
        className="searchable-select__control"
        ref={controlRef}
        onPointerEnter={preloadPlacement}
        onFocus={preloadPlacement}
      >
        <input
          id={inputId}
          ref={inputRef}
          type="text"
          role="combobox"
          className="searchable-select__input"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          aria-describedby={hint ? hintId : undefined}
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          placeholder={placeholder}
          value={query ?? displayText(selected?.label ?? '')}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActiveIndex(0);
          }}
          onFocus={(event) => event.target.select()}
          onClick={(event) => {
            if (open) return;
            // Clicking a closed picker readies it for a new search, like focusing it does.
            event.currentTarget.select();
            openList();
          }}
          onBlur={close}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="searchable-select__toggle"
          tabIndex={-1}
          aria-label={`${open ? 'Hide' : 'Show'} ${label} options`}
          aria-controls={listId}
          aria-expanded={open}
          disabled={disabled}
          // Keeps the focus in the field, where the keyboard works.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            if (open) close();
            else {
              inputRef.current?.focus();
              openList();
            }
          }}
        >
          <span aria-hidden="true">▾</span>
        </button>
      </div>
      {hint ? (
        <span id={hintId} className="searchable-select__hint">
          {hint}
        </span>
      ) : null}
      <ul
        id={listId}
        role="listbox"
        aria-labelledby={labelId}
        className="searchable-select__list"
        hidden={!open}
        ref={listRef}
        // Clicks in the list must not blur the field before they land.
        onMouseDown={(event) => event.preventDefault()}
      >
        {open && notice ? (
          <li role="presentation" className="searchable-select__notice">
            {notice}
          </li>
        ) : null}
        {open && !notice && ordered.length === 0 ? (
          <li role="presentation" className="searchable-select__notice">
            {options.length === 0 ? 'Nothing to choose from.' : 'No match: try fewer letters.'}
          </li>
        ) : null}
        {open && !notice
          ? groups.map((group, groupIndex) => {
              const headingId = `${baseId}-group-${groupIndex}`;
              const items = group.options.map((option) => {
                index += 1;
                const i = index;
                const isActive = i === active;
                const isChosen = option.value === value;
                return (
                  // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events -- options are chosen by keyboard through the combobox (aria-activedescendant)
                  <li
                    key={option.value}
                    id={optionId(i)}
                    role="option"
                    aria-selected={isActive}
                    className={[
                      'searchable-select__option',
                      isActive ? 'searchable-select__option--active' : '',
                      isChosen ? 'searchable-select__option--chosen' : '',
                    ]
                      .filter(Boolean)
                      .join(' ')}
                    onMouseMove={() => (isActive ? undefined : setActiveIndex(i))}
                    onClick={() => choose(option)}
                  >
                    <span className="searchable-select__check" aria-hidden="true">
                      {isChosen ? '✓' : ''}
                    </span>
                    <span className="searchable-select__text">
                      <bdi className="searchable-select__option-label">
                        {displayText(option.label)}
                      </bdi>
                      {option.description ? (
                        <bdi className="searchable-select__description">
                          {displayText(option.description)}
                        </bdi>
                      ) : null}
                    </span>
                  </li>
                );
              });
              if (group.name === undefined) return items;
              return (
                <li key={headingId} role="presentation" className="searchable-select__group">
                  <div id={headingId} role="presentation" className="searchable-select__group-name">
                    <bdi>{displayText(group.name)}</bdi>
                  </div>
                  <ul
                    role="group"
                    aria-labelledby={headingId}
                    className="searchable-select__group-list"
                  >
                    {items}
                  </ul>
                </li>
              );
            })
          : null}
      </ul>
      <span className="visually-hidden" role="status" aria-live="polite">
        {open && !notice ? countText : ''}
      </span>
    </div>
  );
}
