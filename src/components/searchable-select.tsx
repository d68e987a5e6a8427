// A labelled, searchable picker (ARIA combobox + listbox): type to filter, arrows to move, Enter to choose.
// The matching and the options' markup are in searchable-select-options.tsx; the open state, cursor
// and keys in use-combobox.ts; this file joins them into the field, its toggle and the listbox.
import { useId, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { displayText } from '../lib/text.ts';
import { usePlacedPanel } from './popover.tsx';
import {
  emptyListText,
  Listbox,
  matchCountText,
  OptionGroups,
  useMatches,
  type SelectOption,
} from './searchable-select-options.tsx';
import { useCombobox, type Combobox } from './use-combobox.ts';
import './searchable-select.css';

export type { SelectOption } from './searchable-select-options.tsx';

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

const DEFAULT_MAX_SHOWN = 200;

/** The arrow beside the field: opens or closes the list, leaving the focus in the field. */
function ToggleButton({
  label,
  listId,
  disabled,
  combobox,
  inputRef,
}: {
  label: string;
  listId: string;
  disabled: boolean;
  combobox: Combobox<SelectOption>;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const { open } = combobox;
  return (
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
        if (open) combobox.close();
        else {
          inputRef.current?.focus();
          combobox.openList();
        }
      }}
    >
      <span aria-hidden="true">▾</span>
    </button>
  );
}

/** The field a person types in: the combobox itself. */
function ComboboxInput({
  id,
  inputRef,
  listId,
  activeId,
  hintId,
  disabled,
  placeholder,
  text,
  combobox,
}: {
  id: string;
  inputRef: RefObject<HTMLInputElement | null>;
  listId: string;
  activeId: string | undefined;
  hintId: string | undefined;
  disabled: boolean;
  placeholder: string | undefined;
  text: string;
  combobox: Combobox<SelectOption>;
}) {
  const { open } = combobox;
  return (
    <input
      id={id}
      ref={inputRef}
      type="text"
      role="combobox"
      className="searchable-select__input"
      aria-expanded={open}
      aria-controls={listId}
      aria-autocomplete="list"
      aria-activedescendant={activeId}
      aria-describedby={hintId}
      autoComplete="off"
      spellCheck={false}
      disabled={disabled}
      placeholder={placeholder}
      value={text}
      onChange={(event) => combobox.type(event.target.value)}
      onFocus={(event) => event.target.select()}
      onClick={(event) => {
        if (open) return;
        // Clicking a closed picker readies it for a new search, like focusing it does.
        event.currentTarget.select();
        combobox.openList();
      }}
      onBlur={combobox.close}
      onKeyDown={combobox.onKeyDown}
    />
  );
}

/** The select's ids, search and combobox state, joined. */
function useSearchableSelect({
  options,
  value,
  onChange,
  disabled,
  maxShown,
}: Pick<SearchableSelectProps, 'options' | 'value' | 'onChange'> & {
  disabled: boolean;
  maxShown: number;
}) {
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listId = `${baseId}-list`;
  const hintId = `${baseId}-hint`;
  const labelId = `${baseId}-label`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const selected = useMemo(() => options.find((o) => o.value === value) ?? null, [options, value]);
  // null while the person is not typing: the field then shows the chosen option's label.
  const [query, setQuery] = useState<string | null>(null);
  const { matches, shown, groups, ordered } = useMatches(options, query ?? '', maxShown);
  const inputRef = useRef<HTMLInputElement>(null);
  const controlRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const combobox = useCombobox({
    ordered,
    selected,
    disabled,
    query,
    setQuery,
    onChoose: (option) => onChange(option.value, option),
    optionId,
    inputRef,
  });
  usePlacedPanel(combobox.open, controlRef, listRef);

  const ids = { baseId, inputId, listId, hintId, labelId, optionId };
  return {
    ids,
    selected,
    query,
    matches,
    shown,
    groups,
    ordered,
    combobox,
    refs: { inputRef, controlRef, listRef },
  };
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
  const { ids, selected, query, matches, shown, groups, ordered, combobox, refs } =
    useSearchableSelect({ options, value, onChange, disabled, maxShown });
  const { baseId, inputId, listId, hintId, labelId, optionId } = ids;
  const { inputRef, controlRef, listRef } = refs;
  const { open, active } = combobox;

  return (
    <div className={['searchable-select', className].filter(Boolean).join(' ')}>
      <label id={labelId} htmlFor={inputId} className="searchable-select__label">
        {label}
      </label>
      <div className="searchable-select__control" ref={controlRef}>
        <ComboboxInput
          id={inputId}
          inputRef={inputRef}
          listId={listId}
          activeId={open && active >= 0 ? optionId(active) : undefined}
          hintId={hint ? hintId : undefined}
          disabled={disabled}
          placeholder={placeholder}
          text={query ?? displayText(selected?.label ?? '')}
          combobox={combobox}
        />
        <ToggleButton
          label={label}
          listId={listId}
          disabled={disabled}
          combobox={combobox}
          inputRef={inputRef}
        />
      </div>
      {hint ? (
        <span id={hintId} className="searchable-select__hint">
          {hint}
        </span>
      ) : null}
      <Listbox
        listId={listId}
        labelId={labelId}
        listRef={listRef}
        open={open}
        notice={notice}
        emptyText={ordered.length > 0 ? null : emptyListText(options.length)}
      >
        <OptionGroups
          groups={groups}
          baseId={baseId}
          optionId={optionId}
          active={active}
          value={value}
          setActiveIndex={combobox.setActiveIndex}
          choose={combobox.choose}
        />
      </Listbox>
      <span className="visually-hidden" role="status" aria-live="polite">
        {open && !notice ? matchCountText(matches.length, shown.length) : ''}
      </span>
    </div>
  );
}
