// The Fighters screen's controls: latest or by date, the date, weight class, country and name search.
import type { RefObject } from 'react';
import { ChoiceGroup, type Choice } from '../../../components/choice-group.tsx';
import { FacetMenu } from '../../../components/facet-menu.tsx';
import { FiltersDisclosure } from '../../../components/filters-disclosure.tsx';
import { OptionSelect } from '../../../components/option-select.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { FightersRangeFilters } from './fighters-filters.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import type { FightersSearch, FightersMode } from '../fighters-search.ts';
import { fightersFiltersSet } from './fighters-filter-count.ts';
import { fightersCount } from '../fighters-text.ts';
import { RatingDatePicker } from './rating-date-picker.tsx';
import type { FightersActions } from '../use-fighters-actions.ts';
import type { FightersData } from '../data/use-fighters.ts';

const MODES: readonly Choice<FightersMode>[] = [
  { value: 'latest', label: 'Latest' },
  { value: 'by-date', label: 'By date' },
];

interface FightersToolbarProps {
  search: FightersSearch;
  data: FightersData;
  actions: FightersActions;
  dateSelectRef: RefObject<HTMLSelectElement | null>;
}

export function FightersToolbar({ search, data, actions, dateSelectRef }: FightersToolbarProps) {
  const { datesQuery, date, result } = data;
  // Each class with how many fighters it has under the other filters, where the rows say: Latest
  // has every class; By date, only when every class is asked for.
  const counted = search.mode === 'latest' || search.weightClass === '';
  const classChoices = counted
    ? data.classes.map((c) => ({
        value: c.value,
        label: `${c.label} · ${formatNumber(data.classCounts.get(c.value) ?? 0, { maximumFractionDigits: 0 })}`,
      }))
    : data.classes;
  return (
    <div className="toolbar fighters-toolbar">
      <ChoiceGroup
        legend="Ratings"
        choices={MODES}
        value={search.mode}
        onChange={actions.setMode}
        className="fighters-mode"
      />
      {search.mode === 'by-date' ? (
        <div className="fighters-date-field">
          <RatingDatePicker
            dates={data.dates}
            pending={datesQuery.isPending}
            value={date}
            onChange={actions.setDate}
            selectRef={dateSelectRef}
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
      ) : null}
      {/* On a phone, behind one button so the first rows are on the first screen. */}
      <FiltersDisclosure count={fightersFiltersSet(search)}>
        {/* Drawn while the dates load too, so the controls after it do not move when they come. */}
        {(data.anchor !== null && data.dates.length > 1) || datesQuery.isPending ? (
          <RatingDatePicker
            pending={datesQuery.isPending}
            label="Compare with"
            stepLabels={['Earlier comparison date', 'Later comparison date']}
            dates={data.dates.filter((d) => data.anchor !== null && d < data.anchor)}
            value={data.earlier}
            onChange={actions.setCompareDate}
          />
        ) : null}
        <OptionSelect
          label="Weight class"
          className="fighters-class"
          allLabel="All classes"
          options={classChoices}
          value={search.weightClass}
          onChange={actions.setClass}
        />
        <FacetMenu
          label="Country"
          allLabel="All countries"
          options={data.countries}
          counts={data.countryCounts}
          selected={search.country}
          onChange={actions.setCountries}
        />
        <SearchBox
          label="Search fighters"
          value={search.search}
          onChange={actions.setSearch}
          placeholder="Name"
          status={
            result.isSuccess
              ? fightersCount(data.shownRows.length, data.scoped.rows.length)
              : undefined
          }
        />
        <FightersRangeFilters search={search} actions={actions} />
      </FiltersDisclosure>
    </div>
  );
}
