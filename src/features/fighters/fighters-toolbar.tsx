// The Fighters screen's controls: latest or by date, the date, weight class, country and name search.
import type { RefObject } from 'react';
import { ChoiceGroup, type Choice } from '../../components/choice-group.tsx';
import { OptionSelect } from '../../components/option-select.tsx';
import { SearchBox } from '../../components/search-box.tsx';
import type { FightersSearch, FightersMode } from './fighters-search.ts';
import { fightersCount } from './fighters-text.ts';
import { RatingDatePicker } from './rating-date-picker.tsx';
import type { FightersActions } from './use-fighters-actions.ts';
import type { FightersData } from './use-fighters.ts';

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
      {data.anchor !== null && data.dates.length > 1 ? (
        <RatingDatePicker
          label="Compare with"
          stepLabels={['Earlier comparison date', 'Later comparison date']}
          dates={data.dates.filter((d) => data.anchor !== null && d < data.anchor)}
          value={data.earlier}
          onChange={actions.setCompareDate}
        />
      ) : null}
      <OptionSelect
        label="Weight class"
        allLabel="All classes"
        options={data.classes}
        value={search.weightClass}
        onChange={actions.setClass}
      />
      <OptionSelect
        label="Country"
        allLabel="All countries"
        options={data.countries}
        value={search.country}
        onChange={actions.setCountry}
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
    </div>
  );
}
