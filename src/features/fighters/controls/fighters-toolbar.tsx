// The Fighters screen's controls: latest or by date, the date, and (behind "Filters" on a phone)
// the comparison date, weight class, country, name search and ranges.
import type { RefObject } from 'react';
import { ChoiceGroup, type Choice } from '../../../components/choice-group.tsx';
import { FacetMenu } from '../../../components/facet-menu.tsx';
import { FiltersDisclosure } from '../../../components/filters-disclosure.tsx';
import { OptionSelect } from '../../../components/option-select.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { formatNumber } from '../../../lib/format.ts';
import type { Option } from '../../../components/option-select.tsx';
import type { ClassOption } from '../data/fighter-data.ts';
import type { FightersSearch, FightersMode } from '../fighters-search.ts';
import type { FightersControlHandlers } from './fighters-handlers.ts';
import { fightersFiltersSet } from './fighters-filter-count.ts';
import { FightersRangeFilters } from './fighters-filters.tsx';
import { RatingDatePicker } from './rating-date-picker.tsx';

const MODES: readonly Choice<FightersMode>[] = [
  { value: 'latest', label: 'Latest' },
  { value: 'by-date', label: 'By date' },
];

export interface FightersToolbarProps {
  /** The URL's state, which the controls show. */
  search: FightersSearch;
  /** The published dates, newest first, and whether their request is pending or failed. */
  dates: readonly string[];
  datesPending: boolean;
  datesFailed: boolean;
  onRetryDates: () => void;
  /** The date shown (By date), null before there is one. */
  date: string | null;
  classes: readonly ClassOption[];
  /** How many fighters each class has under the other filters. */
  classCounts: ReadonlyMap<string, number>;
  countries: readonly Option[];
  countryCounts: ReadonlyMap<string, number>;
  /** The search box's count ("12 of 40 fighters") once the rows are in. */
  searchStatus: string | undefined;
  /** The date rank changes are reckoned from (null: none), and the date they are against. */
  anchor: string | null;
  earlier: string | null;
  on: Omit<FightersControlHandlers, 'clearFilters'>;
  dateSelectRef: RefObject<HTMLSelectElement | null>;
}

/** By date: the rating date, and a way to retry when the dates could not be loaded. */
function ByDateField({
  dates,
  datesPending,
  datesFailed,
  onRetryDates,
  date,
  onChange,
  selectRef,
}: Pick<
  FightersToolbarProps,
  'dates' | 'datesPending' | 'datesFailed' | 'onRetryDates' | 'date'
> & {
  onChange: (date: string) => void;
  selectRef: RefObject<HTMLSelectElement | null>;
}) {
  return (
    <div className="fighters-date-field">
      <RatingDatePicker
        dates={dates}
        pending={datesPending}
        value={date}
        onChange={onChange}
        selectRef={selectRef}
      />
      {datesFailed && date !== null ? (
        <p className="fighters-inline-error" role="alert">
          Dates could not be loaded.{' '}
          <button type="button" className="dv-button" onClick={onRetryDates}>
            Retry
          </button>
        </p>
      ) : null}
    </div>
  );
}

/** The filters: behind one button on a phone, so the first rows are on the first screen. */
function FilterFields(props: FightersToolbarProps) {
  const { search, dates, datesPending, anchor, on } = props;
  // Each class with how many fighters it has under the other filters, where the rows say: Latest
  // has every class; By date, only when every class is requested.
  const counted = search.mode === 'latest' || search.weightClass === '';
  const classChoices = counted
    ? props.classes.map((c) => ({
        value: c.value,
        label: `${c.label} · ${formatNumber(props.classCounts.get(c.value) ?? 0, { maximumFractionDigits: 0 })}`,
      }))
    : props.classes;
  return (
    <FiltersDisclosure count={fightersFiltersSet(search)}>
      {/* Drawn while the dates load too, so the controls after it do not move when they come. */}
      {(anchor !== null && dates.length > 1) || datesPending ? (
        <RatingDatePicker
          pending={datesPending}
          label="Compare with"
          stepLabels={['Earlier comparison date', 'Later comparison date']}
          dates={dates.filter((d) => anchor !== null && d < anchor)}
          value={props.earlier}
          onChange={on.setCompareDate}
        />
      ) : null}
      <OptionSelect
        label="Weight class"
        className="fighters-class"
        allLabel="All classes"
        options={classChoices}
        value={search.weightClass}
        onChange={on.setClass}
      />
      <FacetMenu
        label="Country"
        allLabel="All countries"
        options={props.countries}
        counts={props.countryCounts}
        selected={search.country}
        onChange={on.setCountries}
      />
      <SearchBox
        label="Search fighters"
        value={search.search}
        onChange={on.setSearch}
        placeholder="Name"
        status={props.searchStatus}
      />
      <FightersRangeFilters search={search} on={on} />
    </FiltersDisclosure>
  );
}

export function FightersToolbar(props: FightersToolbarProps) {
  const { search, on, dateSelectRef } = props;
  return (
    <div className="toolbar fighters-toolbar">
      <ChoiceGroup
        legend="Ratings"
        choices={MODES}
        value={search.mode}
        onChange={on.setMode}
        className="fighters-mode"
      />
      {search.mode === 'by-date' ? (
        <ByDateField {...props} onChange={on.setDate} selectRef={dateSelectRef} />
      ) : null}
      <FilterFields {...props} />
    </div>
  );
}
