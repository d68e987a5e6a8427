// The history table's columns: every player_ratings_history column, in the catalog's words, the
// appearance's date and rating first (what the table is for, inside a phone's width).
import { createElement } from 'react';
import { viewDef } from '../../../api/catalog.ts';
import { SignedChange } from '../../../components/signed-change.tsx';
import type { DataColumn } from '../../../components/data-table-columns.ts';
import type { HistoryRow } from './player-history.ts';
import type { SeasonRow } from './seasons.ts';
import { ageAt } from '../scouting.ts';

const FIRST = ['date', 'rating', 'peak', 'minutes'];
const NARROW: Readonly<Record<string, { priority: number; narrowWidth: number }>> = {
  date: { priority: 1, narrowWidth: 116 },
  rating: { priority: 2, narrowWidth: 100 },
  peak: { priority: 3, narrowWidth: 90 },
};

/** Every column in the catalog's order (the API's): what a file of the history holds. */
export const historyCsvColumns: readonly DataColumn<HistoryRow>[] = viewDef(
  'football_player_ratings',
  'player_ratings_history',
).columns.map((column) => ({ id: column.name, header: column.label, type: column.type }));
const place = (id: string) => (FIRST.includes(id) ? FIRST.indexOf(id) : FIRST.length);

export const historyColumns: readonly DataColumn<HistoryRow>[] = viewDef(
  'football_player_ratings',
  'player_ratings_history',
)
  .columns.map((column) => ({
    id: column.name,
    header: column.label,
    type: column.type,
    ...(column.type === 'date' ? { width: 130 } : {}),
    // On a phone (the shared table's narrow layout): the date, then the rating and peak.
    ...(NARROW[column.name] ?? {}),
  }))
  // A stable sort: the others keep the catalog's order.
  .sort((a, b) => place(a.id) - place(b.id));

/**
 * The appearances table's columns: the history's, then the player's age at each appearance
 * (worked out from the row's birthday and date; a dash where either is missing), which the chart's
 * CSV and the history file leave out as the API does not give it.
 */
export const appearanceColumns: readonly DataColumn<HistoryRow>[] = [
  ...historyColumns,
  {
    id: 'age',
    header: 'Age',
    type: 'integer',
    minWidth: 80,
    description: 'Whole years at the appearance',
    accessor: (row) => ageAt(row.birthday, row.date),
  },
];

// The appearance's date, not the birthday: the one column named for what it dates.
const DATE_COLUMN = historyColumns.find((c) => c.id === 'date');

/**
 * The player's own facts, the same on every row and said once in the header above: hidden until
 * requested (the Columns menu), and then in the CSV too.
 */
export const HIDDEN_HISTORY_COLUMNS = Object.fromEntries(
  ['player_id', 'player_name', 'birthday', 'age']
    .filter((id) => appearanceColumns.some((c) => c.id === id))
    .map((id) => [id, false] as const),
);

/** Newest appearance first: the chart reads left to right, the table from the latest match down. */
export const DEFAULT_HISTORY_SORT = DATE_COLUMN ? [{ id: DATE_COLUMN.id, desc: true }] : [];

/**
 * The per-season table: one row per season of the history. Where the season ended and how far it
 * moved come first, beside the season on a phone; each column is wide enough for its header and
 * sort arrow, so a header is cut only when there is no room.
 */
export const seasonColumns: readonly DataColumn<SeasonRow>[] = [
  { id: 'season', header: 'Season', type: 'string', width: 120, priority: 1, narrowWidth: 100 },
  {
    id: 'rating_end',
    header: 'Rating at end',
    type: 'number',
    minWidth: 155,
    sortDescFirst: true,
    priority: 2,
    narrowWidth: 130,
  },
  {
    id: 'change',
    header: 'Change',
    type: 'number',
    minWidth: 100,
    sortDescFirst: true,
    priority: 3,
    narrowWidth: 90,
    description: 'Rating at end minus rating at start',
    // "+35.40" and "−24.80", coloured, as every change in the app reads.
    cell: (row) => createElement(SignedChange, { value: row.change }),
  },
  { id: 'peak', header: 'Peak', type: 'number', minWidth: 100, sortDescFirst: true },
  {
    id: 'average_rating',
    header: 'Average rating',
    type: 'number',
    minWidth: 170,
    sortDescFirst: true,
  },
  {
    id: 'rating_start',
    header: 'Rating at start',
    type: 'number',
    minWidth: 165,
    sortDescFirst: true,
  },
  { id: 'appearances', header: 'Appearances', type: 'integer', minWidth: 145, sortDescFirst: true },
  { id: 'minutes', header: 'Minutes', type: 'integer', minWidth: 100, sortDescFirst: true },
  {
    id: 'age',
    header: 'Age',
    type: 'integer',
    minWidth: 80,
    description: 'Whole years at the season’s last appearance',
  },
  { id: 'teams', header: 'Teams', type: 'string', minWidth: 180 },
];

/** Newest season first. */
export const DEFAULT_SEASON_SORT = [{ id: 'season', desc: true }];
