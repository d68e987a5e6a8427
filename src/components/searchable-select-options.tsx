// The searchable select's options: what a search matches, and the listbox that draws the matches
// in their groups (or a notice in their place).
import { useDeferredValue, useMemo, type ReactNode, type RefObject } from 'react';
import { containsWords, displayText, fold, queryWords } from '../lib/text.ts';

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

interface Group {
  readonly name: string | undefined;
  readonly options: readonly SelectOption[];
}

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

/**
 * The options matching the typed text (deferred, so typing stays quick), the first `maxShown` of
 * them in their groups, and those in list order (the order the arrow keys follow).
 */
export function useMatches(options: readonly SelectOption[], query: string, maxShown: number) {
  const deferredQuery = useDeferredValue(query);
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
  return { matches, shown, groups, ordered };
}

export function emptyListText(optionCount: number): string {
  return optionCount === 0 ? 'Nothing to choose from.' : 'No match: try fewer letters.';
}

/**
 * The list of options; drawn only while open. A notice (loading, failed) or the empty text takes
 * the options' place.
 */
export function Listbox({
  listId,
  labelId,
  listRef,
  open,
  notice,
  emptyText,
  children,
}: {
  listId: string;
  labelId: string;
  listRef: RefObject<HTMLUListElement | null>;
  open: boolean;
  notice: ReactNode;
  emptyText: string | null;
  children: ReactNode;
}) {
  let content: ReactNode = null;
  if (open && notice) content = notice;
  else if (open && emptyText !== null) content = emptyText;
  return (
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
      {content !== null ? (
        <li role="presentation" className="searchable-select__notice">
          {content}
        </li>
      ) : null}
      {open && !notice ? children : null}
    </ul>
  );
}

/** What the live region says about the matches. */
export function matchCountText(matches: number, shown: number): string {
  if (matches === 0) return 'No matches';
  if (matches > shown) return `${matches} matches, first ${shown} shown: type to narrow`;
  return `${matches} ${matches === 1 ? 'match' : 'matches'}`;
}

interface OptionItemProps {
  option: SelectOption;
  id: string;
  isActive: boolean;
  isChosen: boolean;
  onHover: () => void;
  onChoose: () => void;
}

function OptionItem({ option, id, isActive, isChosen, onHover, onChoose }: OptionItemProps) {
  return (
    // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events -- options are chosen by keyboard through the combobox (aria-activedescendant)
    <li
      id={id}
      role="option"
      aria-selected={isActive}
      className={[
        'searchable-select__option',
        isActive ? 'searchable-select__option--active' : '',
        isChosen ? 'searchable-select__option--chosen' : '',
      ]
        .filter(Boolean)
        .join(' ')}
      onMouseMove={() => (isActive ? undefined : onHover())}
      onClick={onChoose}
    >
      <span className="searchable-select__check" aria-hidden="true">
        {isChosen ? '✓' : ''}
      </span>
      <span className="searchable-select__text">
        <bdi className="searchable-select__option-label">{displayText(option.label)}</bdi>
        {option.description ? (
          <bdi className="searchable-select__description">{displayText(option.description)}</bdi>
        ) : null}
      </span>
    </li>
  );
}

interface OptionGroupsProps {
  groups: readonly Group[];
  baseId: string;
  optionId: (index: number) => string;
  active: number;
  value: string | null;
  setActiveIndex: (index: number) => void;
  choose: (option: SelectOption) => void;
}

/** The listbox's options, each group under its heading; indexes count across the groups. */
export function OptionGroups({
  groups,
  baseId,
  optionId,
  active,
  value,
  setActiveIndex,
  choose,
}: OptionGroupsProps) {
  let index = -1;
  return groups.map((group, groupIndex) => {
    const headingId = `${baseId}-group-${groupIndex}`;
    const items = group.options.map((option) => {
      index += 1;
      const i = index;
      return (
        <OptionItem
          key={option.value}
          option={option}
          id={optionId(i)}
          isActive={i === active}
          isChosen={option.value === value}
          onHover={() => setActiveIndex(i)}
          onChoose={() => choose(option)}
        />
      );
    });
    if (group.name === undefined) return items;
    return (
      <li key={headingId} role="presentation" className="searchable-select__group">
        <div id={headingId} role="presentation" className="searchable-select__group-name">
          <bdi>{displayText(group.name)}</bdi>
        </div>
        <ul role="group" aria-labelledby={headingId} className="searchable-select__group-list">
          {items}
        </ul>
      </li>
    );
  });
}
