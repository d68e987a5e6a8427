// The Fighters table's columns: every column of the view from the catalog, plus rank movement by date.
import { FighterNameLink } from './fighter-name-link.tsx';
import { viewDef } from '../../../api/catalog.ts';
import type { DataColumn } from '../../../components/data-table-columns.ts';
import { RANK_SET_MEANING, fightersView, type FighterRow } from '../data/fighter-data.ts';
import type { FightersMode } from '../fighters-search.ts';
import { RankMovementBadge } from './rank-movement-badge.tsx';
import {
  RATING_KEYS,
  movementOf,
  movementSortValue,
  movementText,
  ratingChange,
  type PreviousRanks,
  type RatingKey,
} from '../data/rank-movement.ts';
import { SignedChange } from '../../../components/signed-change.tsx';
import { watchColumn } from '../../../components/watch-star-lazy.tsx';

export const MOVEMENT_COLUMN_ID = 'movement';
// Consensus and spread, added by the full table (consensus-columns.ts, not first-screen code):
// named here for the URL's sort and hidden columns.
const CONSENSUS_IDS = ['consensus', 'spread'];

// Widths for the columns a glance reads first; the rest share what is left.
// On a phone (a narrow table) a row shows rank, star and name, the sorted figure, then points and
// class as they fit (DataTable's narrow layout); the class is left out when every row is of one.
const widths: Readonly<
  Record<
    string,
    Partial<
      Pick<
        DataColumn<FighterRow>,
        'width' | 'minWidth' | 'pinned' | 'priority' | 'narrowWidth' | 'leaveOutWhenUniform'
      >
    >
  >
> = {
  rank: { width: 84, pinned: true, priority: 1, narrowWidth: 60 },
  name: { width: 200, pinned: true, priority: 1 },
  weight_class_code: { width: 128, leaveOutWhenUniform: true },
  weight_class_name: { minWidth: 168, priority: 3, narrowWidth: 104, leaveOutWhenUniform: true },
  home_country: { minWidth: 160 },
  country_code: { width: 148 },
  points: { minWidth: 96, priority: 2, narrowWidth: 80 },
  r_glicko1: { minWidth: 112, narrowWidth: 84 },
  r_elok170: { minWidth: 112, narrowWidth: 84 },
  r_elomod1: { minWidth: 112, narrowWidth: 84 },
  update_date: { minWidth: 118 },
  rank_set_number: { width: 116 },
};

/** What a column means, where its name alone does not say. */
const descriptions: Readonly<Record<string, string>> = { rank_set_number: RANK_SET_MEANING };

/**
 * Columns hidden until the Columns menu shows them: codes beside their names, the changes, consensus
 * and spread, and By date the date of each row (it is the date chosen) and the rank set's number.
 */
const CHANGE_IDS = ['points', 'r_glicko1', 'r_elok170', 'r_elomod1'].map((key) => `change_${key}`);
export const DEFAULT_HIDDEN: Readonly<Record<FightersMode, readonly string[]>> = {
  latest: ['weight_class_code', 'country_code', ...CHANGE_IDS, ...CONSENSUS_IDS],
  // "Rank set" is a number the contract does not explain: there for whoever requests it.
  'by-date': [
    'weight_class_code',
    'country_code',
    'update_date',
    'rank_set_number',
    ...CHANGE_IDS,
    ...CONSENSUS_IDS,
  ],
};

/** Points and the rating systems: higher is better, so a first click puts the best first. */
const BEST_IS_HIGHEST = new Set(['points', 'r_glicko1', 'r_elok170', 'r_elomod1']);

function catalogColumns(mode: FightersMode): DataColumn<FighterRow>[] {
  return viewDef('fighter_ratings', fightersView(mode)).columns.map((column) => ({
    id: column.name,
    header: column.label,
    type: column.type,
    sortDescFirst: BEST_IS_HIGHEST.has(column.name),
    description: descriptions[column.name],
    // The pinned name stays in the columns shown.
    hideable: column.name !== 'name',
    ...widths[column.name],
    ...(column.name === 'name' ? { cell: (row: FighterRow) => <FighterNameLink row={row} /> } : {}),
  }));
}

const latestColumns = catalogColumns('latest');
const byDateColumns = catalogColumns('by-date');

/** Column ids a sort in the URL may name in this mode. */
export function sortableIds(mode: FightersMode): string[] {
  const ids = (mode === 'latest' ? latestColumns : byDateColumns).map((c) => c.id);
  return [...ids, MOVEMENT_COLUMN_ID, ...RATING_KEYS.map(changeColumnId), ...CONSENSUS_IDS];
}

/** The id of the column holding a rating's change since the earlier date. */
export function changeColumnId(key: RatingKey): string {
  return `change_${key}`;
}

const CHANGE_LABELS: Readonly<Record<RatingKey, string>> = {
  points: 'Points ±',
  r_glicko1: 'Glicko-1 ±',
  r_elok170: 'Elo K170 ±',
  r_elomod1: 'Elo Mod ±',
};

function changeColumn(key: RatingKey, previous: PreviousRanks | null): DataColumn<FighterRow> {
  const value = (row: FighterRow) => (previous ? ratingChange(row, previous, key) : null);
  return {
    id: changeColumnId(key),
    header: CHANGE_LABELS[key],
    type: 'number',
    minWidth: 104,
    sortDescFirst: true,
    description: `The change in ${CHANGE_LABELS[key].replace(' ±', '')} since the date compared with.`,
    accessor: value,
    cell: (row) => <SignedChange value={value(row)} />,
  };
}

/**
 * The columns for a mode: rank change follows rank and name, then the catalog's columns, then each
 * rating's change (hidden until requested). They read `previous`, the earlier date's rows (null
 * while it loads or when there is none), so a new map gives new columns and new sort keys.
 */
export function fighterColumns(
  mode: FightersMode,
  previous: PreviousRanks | null,
): readonly DataColumn<FighterRow>[] {
  const movement: DataColumn<FighterRow> = {
    id: MOVEMENT_COLUMN_ID,
    header: 'Rank change',
    type: 'integer',
    width: 152,
    description: 'Places gained or lost since the date compared with, in the class.',
    accessor: (row) => (previous ? movementSortValue(movementOf(row, previous)) : null),
    sortValue: (row) => (previous ? movementSortValue(movementOf(row, previous)) : null),
    csvValue: (row) => (previous ? movementText(movementOf(row, previous)) : null),
    cell: (row) => <RankMovementBadge movement={previous ? movementOf(row, previous) : null} />,
  };
  const changes = RATING_KEYS.map((key) => changeColumn(key, previous));
  // After rank and name, which stay pinned when the table scrolls sideways.
  const [rank, name, ...rest] = mode === 'latest' ? latestColumns : byDateColumns;
  const watch = watchColumn<FighterRow>((row) =>
    typeof row.name === 'string' && typeof row.weight_class_code === 'string'
      ? { kind: 'fighter', name: row.name, classCode: row.weight_class_code }
      : null,
  );
  return rank && name
    ? [rank, watch, name, movement, ...rest, ...changes]
    : [movement, ...byDateColumns, ...changes];
}
