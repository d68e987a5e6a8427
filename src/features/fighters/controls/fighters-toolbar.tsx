// The Fighters screen's controls: latest or by date, the date, and (behind "Filters" on a phone)
// the comparison date, weight class, country, name search and ranges.
import type { RefObject } from 'react';
import { ChoiceGroup, type Choice } from '../../../components/choice-group.tsx';
import { FacetMenu } from '../../../components/facet-menu.tsx';
import { FiltersDisclosure } from '../../../components/filters-disclosure.tsx';
import { OptionSelect } from '../../../components/option-select.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { formatNumber } from '../../../lib/format.ts';
import type { FighterFilters } from '../data/use-fighter-filters.ts';
import type { FighterRows } from '../data/use-fighter-rows.ts';
import type { FightersComparison } from '../data/use-fighters-comparison.ts';
import type { FightersSearch, FightersMode } from '../fighters-search.ts';
import { fightersCount } from '../fighters-text.ts';
import type { FightersActions } from '../use-fighters-actions.ts';
import { fightersFiltersSet } from './fighters-filter-count.ts';
import { FightersRangeFilters } from './fighters-filters.tsx';
import { RatingDatePicker } from './rating-date-picker.tsx';

const MODES: readonly Choice<FightersMode>[] = [
  { value: 'latest', label: 'Latest' },
  { value: 'by-date', label: 'By date' },
];

interface FightersToolbarProps {
  search: FightersSearch;
  rows: Pick<FighterRows, 'dates' | 'datesQuery' | 'date' | 'classes' | 'result'>;
  comparison: Pick<FightersComparison, 'anchor' | 'earlier'>;
  filters: Pick<
    FighterFilters,
    'classCounts' | 'countries' | 'countryCounts' | 'shownRows' | 'scopedRows'
  >;
  on: Pick<
    FightersActions,
    | 'setMode'
    | 'setDate'
    | 'setCompareDate'
    | 'setClass'
    | 'setCountries'
    | 'setSearch'
    | 'setTop'
    | 'setRange'
  >;
  dateSelectRef: RefObject<HTMLSelectElement | null>;
}

/** By date: the rating date, and a way to retry when the dates could not be loaded. */
function ByDateField({
  rows: { dates, datesQuery, date },
  onChange,
  selectRef,
}: {
  rows: Pick<FighterRows, 'dates' | 'datesQuery' | 'date'>;
  onChange: (date: string) => void;
  selectRef: RefObject<HTMLSelectElement | null>;
}) {
  return (
    <div className="fighters-date-field">
      <RatingDatePicker
        dates={dates}
        pending={datesQuery.isPending}
        value={date}
        onChange={onChange}
        selectRef={selectRef}
      />
      {datesQuery.isError && date !== null ? (
        <p className="fighters-inline-error" role="alert">
          Dates could not be loaded.{' '}
          <button type="button" className="dv-button" onClick={() => void datesQuery.refetch()}>
            Retry
          </button>
        </p>
      ) : null}
    </div>
  );
}

/** The filters: behind one button on a phone, so the first rows are on the first screen. */
function FilterFields({ search, rows, comparison, filters, on }: FightersToolbarProps) {
  const { dates, datesQuery } = rows;
  const { anchor } = comparison;
  // Each class with how many fighters it has under the other filters, where the rows say: Latest
  // has every class; By date, only when every class is requested.
  const counted = search.mode === 'latest' || search.weightClass === '';
  const classChoices = counted
    ? rows.classes.map((c) => ({
        value: c.value,
        label: `${c.label} · ${formatNumber(filters.classCounts.get(c.value) ?? 0, { maximumFractionDigits: 0 })}`,
      }))
    : rows.classes;
  return (
    <FiltersDisclosure count={fightersFiltersSet(search)}>
      {/* Drawn while the dates load too, so the controls after it do not move when they come. */}
      {(anchor !== null && dates.length > 1) || datesQuery.isPending ? (
        <RatingDatePicker
          pending={datesQuery.isPending}
          label="Compare with"
          stepLabels={['Earlier comparison date', 'Later comparison date']}
          dates={dates.filter((d) => anchor !== null && d < anchor)}
          value={comparison.earlier}
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
        options={filters.countries}
        counts={filters.countryCounts}
        selected={search.country}
        onChange={on.setCountries}
      />
      <SearchBox
        label="Search fighters"
        value={search.search}
        onChange={on.setSearch}
        placeholder="Name"
        status={
          rows.result.isSuccess
            ? fightersCount(filters.shownRows.length, filters.scopedRows.length)
            : undefined
        }
      />
      <FightersRangeFilters search={search} on={on} />
    </FiltersDisclosure>
  );
}

export function FightersToolbar(props: FightersToolbarProps) {
  const { search, rows, on, dateSelectRef } = props;
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
        <ByDateField rows={rows} onChange={on.setDate} selectRef={dateSelectRef} />
      ) : null}
      <FilterFields {...props} />
    </div>
  );
}
