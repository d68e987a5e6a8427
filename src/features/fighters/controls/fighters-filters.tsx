// The Fighters screen's range filters (each rating's least and most, the top N ranks) behind a
// disclosure, and every filter in force as a removable chip.
import { lazy, Suspense } from 'react';
import { FilterChips, type FilterChip } from '../../../components/filter-chips.tsx';
import { Popover } from '../../../components/popover.tsx';
import { fighterLabel, ratingNumber } from '../data/fighter-data.ts';
import { RANGE_KEYS, type RangeFilter } from '../data/fighter-filter.ts';
import type { FightersSearch } from '../fighters-search.ts';
import type { Option } from '../../../components/option-select.tsx';
import type { FightersControlHandlers } from './fighters-handlers.ts';

const label = fighterLabel;
const number = ratingNumber;

// The fields load when the panel first opens: the first screen shows only the button.
const loadRangeFields = () => import('./fighters-range-fields.tsx');
const FightersRangeFields = lazy(loadRangeFields);

export function FightersRangeFilters({
  search,
  on,
}: {
  search: FightersSearch;
  on: Pick<FightersControlHandlers, 'setTop' | 'setRange'>;
}) {
  const set =
    RANGE_KEYS.filter((key) => search[`min_${key}`] !== null || search[`max_${key}`] !== null)
      .length + (search.top !== null ? 1 : 0);
  return (
    <Popover
      className="fighters-ranges"
      panelClassName="fighters-ranges__panel"
      placement="bottom-end"
      buttonProps={{
        className: 'button fighters-ranges__button',
        // The fields' code comes as the pointer or focus reaches the button, ahead of the click
        // (the panel is empty for the moment it may still take).
        onPointerEnter: loadRangeFields,
        onFocus: loadRangeFields,
      }}
      label={`Ranges${set > 0 ? ` (${set})` : ''}`}
    >
      <Suspense fallback={null}>
        <FightersRangeFields search={search} on={on} />
      </Suspense>
    </Popover>
  );
}

/** Every filter in force, as chips: search, countries, top ranks, each range. */
export function FightersChips({
  search,
  searchText,
  countries,
  ranges,
  on,
}: {
  search: FightersSearch;
  /** The name search in force on the rows shown (the box's text once the rows follow it). */
  searchText: string;
  countries: readonly Option[];
  ranges: readonly RangeFilter[];
  on: Pick<
    FightersControlHandlers,
    'setSearch' | 'setCountries' | 'setTop' | 'setRange' | 'clearFilters'
  >;
}) {
  const chips: FilterChip[] = [];
  // The search in force on the rows shown: the chip comes with them, not a frame ahead, so a
  // keystroke moves the table once.
  const text = searchText.trim();
  if (text) chips.push({ id: 'q', text: `Name: “${text}”`, onRemove: () => on.setSearch('') });
  for (const value of search.country) {
    const name = countries.find((c) => c.value === value)?.label ?? value;
    chips.push({
      id: `country-${value}`,
      text: `Country: ${name}`,
      onRemove: () => on.setCountries(search.country.filter((c) => c !== value)),
    });
  }
  if (search.top !== null) {
    chips.push({
      id: 'top',
      text: `Ranks 1–${number(search.top)}`,
      onRemove: () => on.setTop(null),
    });
  }
  for (const { key, min, max } of ranges) {
    const said =
      min !== null && max !== null
        ? `${label(key)} ${number(min)}–${number(max)}`
        : min !== null
          ? `${label(key)} ≥ ${number(min)}`
          : `${label(key)} ≤ ${number(max as number)}`;
    chips.push({
      id: `range-${key}`,
      text: said,
      onRemove: () => {
        on.setRange(key, 'min', null);
        on.setRange(key, 'max', null);
      },
    });
  }
  return <FilterChips chips={chips} onClearAll={on.clearFilters} />;
}
