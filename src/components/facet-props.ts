// A facet's props, in their own module: the menu and its lazily loaded panel both read them.
import type { Option } from './option-select.tsx';

export interface FacetMenuProps {
  /** The facet's name, e.g. "Country". */
  label: string;
  /** What no choice means, e.g. "All countries". */
  allLabel: string;
  options: readonly Option[];
  /** Rows per value; a value missing from the map has none. */
  counts: ReadonlyMap<string, number>;
  selected: readonly string[];
  onChange: (next: string[]) => void;
}
