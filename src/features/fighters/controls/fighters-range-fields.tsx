// The range filters' fields: the top N ranks and each rating's least and most, as the Ranges
// disclosure shows them once opened (loaded then, not with the first screen).
import { NumberField } from '../../../components/number-field.tsx';
import { fighterLabel } from '../data/fighter-data.ts';
import { RANGE_KEYS } from '../data/fighter-filter.ts';
import type { FightersSearch } from '../fighters-search.ts';
import type { FightersControlHandlers } from './fighters-handlers.ts';

export default function FightersRangeFields({
  search,
  on,
}: {
  search: FightersSearch;
  on: Pick<FightersControlHandlers, 'setTop' | 'setRange'>;
}) {
  return (
    <>
      <NumberField
        label="Top ranks"
        min={1}
        step={1}
        placeholder="All"
        value={search.top}
        onChange={(value) => on.setTop(value === null || value < 1 ? null : Math.floor(value))}
      />
      {RANGE_KEYS.map((key) => (
        <fieldset key={key} className="fighters-ranges__pair">
          <legend>{fighterLabel(key)}</legend>
          <NumberField
            label="At least"
            value={search[`min_${key}`]}
            onChange={(value) => on.setRange(key, 'min', value)}
          />
          <NumberField
            label="At most"
            value={search[`max_${key}`]}
            onChange={(value) => on.setRange(key, 'max', value)}
          />
        </fieldset>
      ))}
    </>
  );
}
