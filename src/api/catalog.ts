// The Data Views contract as data: every hub, view, column (in the contract's order) and parameter.
// Everything else (hooks, tables, the Explorer's form, the demo API, contract tests) derives from it.

import type { CellValue, ColumnType } from '../lib/cell.ts';

// The cell vocabulary lives in lib (the layer below), so formatting and sorting need no API import.
export type { CellValue, ColumnType };

export type ParamType = 'date' | 'string' | 'integer';

export interface ColumnDef {
  readonly name: string;
  readonly type: ColumnType;
  /** A header a fan understands. */
  readonly label: string;
}

export interface ParamSource {
  readonly hub: string;
  readonly view: string;
  readonly column: string;
  /** The column to read beside a value (a class's name beside its code), when not the first text one. */
  readonly label?: string;
}

export interface ParamDef {
  readonly name: string;
  readonly type: ParamType;
  readonly required: boolean;
  /** What it is, in a sentence (the Explorer's form, the demo API's messages). */
  readonly description: string;
  /** Where valid values come from, when another view lists them. */
  readonly source?: ParamSource;
}

export interface ViewDef {
  readonly name: string;
  readonly title: string;
  /** What it holds, in a sentence (the Explorer's form). */
  readonly description: string;
  readonly columns: readonly ColumnDef[];
  readonly params: readonly ParamDef[];
  /** Lists that change rarely (dates, leagues) are cached for long. */
  readonly freshness: 'reference' | 'data';
}

export interface HubDef {
  readonly name: string;
  readonly title: string;
  readonly views: Readonly<Record<string, ViewDef>>;
}

const fighterColumns = [
  { name: 'rank', type: 'integer', label: 'Rank' },
  { name: 'name', type: 'string', label: 'Fighter' },
  { name: 'weight_class_code', type: 'string', label: 'Class code' },
  { name: 'weight_class_name', type: 'string', label: 'Weight class' },
  { name: 'home_country', type: 'string', label: 'Home country' },
  { name: 'country_code', type: 'string', label: 'Country code' },
  { name: 'points', type: 'number', label: 'Points' },
  { name: 'r_glicko1', type: 'number', label: 'Glicko-1' },
  { name: 'r_elok170', type: 'number', label: 'Elo K170' },
  { name: 'r_elomod1', type: 'number', label: 'Elo Mod' },
  { name: 'update_date', type: 'date', label: 'Updated' },
] as const satisfies readonly ColumnDef[];

export const catalog = {
  fighter_ratings: {
    name: 'fighter_ratings',
    title: 'Fighter ratings',
    views: {
      available_dates: {
        name: 'available_dates',
        title: 'Available dates',
        description: 'The dates for which fighter ratings were published.',
        columns: [{ name: 'update_date', type: 'date', label: 'Rating date' }],
        params: [],
        freshness: 'reference',
      },
      fighters_historical_view: {
        name: 'fighters_historical_view',
        title: 'Fighters by date',
        description: 'Fighter ratings as published on one date, optionally in one weight class.',
        columns: [
          ...fighterColumns,
          { name: 'rank_set_number', type: 'integer', label: 'Rank set' },
        ],
        params: [
          {
            name: 'date',
            description: 'The rating date, YYYY-MM-DD.',
            type: 'date',
            required: true,
            source: { hub: 'fighter_ratings', view: 'available_dates', column: 'update_date' },
          },
          {
            name: 'weight_class',
            description: 'A weight class code, such as the values of weight_class_code.',
            type: 'string',
            required: false,
            // The classes in the data: the latest ratings name every class that is ranked.
            source: {
              hub: 'fighter_ratings',
              view: 'fighters_view',
              column: 'weight_class_code',
              label: 'weight_class_name',
            },
          },
        ],
        freshness: 'data',
      },
      fighters_view: {
        name: 'fighters_view',
        title: 'Fighters (latest)',
        description: 'The latest fighter ratings.',
        columns: fighterColumns,
        params: [],
        freshness: 'data',
      },
    },
  },
  football_player_ratings: {
    name: 'football_player_ratings',
    title: 'Football player ratings',
    views: {
      available_leagues: {
        name: 'available_leagues',
        title: 'Available leagues',
        description: 'The leagues whose players are rated.',
        columns: [
          { name: 'app_id', type: 'string', label: 'League ID' },
          { name: 'app_title', type: 'string', label: 'League' },
          { name: 'country', type: 'string', label: 'Country' },
        ],
        params: [],
        freshness: 'reference',
      },
      league_players: {
        name: 'league_players',
        title: 'League players',
        description: 'The players of one league, by season.',
        columns: [
          { name: 'app_id', type: 'string', label: 'League' },
          { name: 'season', type: 'string', label: 'Season' },
          { name: 'player_id', type: 'id', label: 'Player ID' },
          { name: 'player_name', type: 'string', label: 'Player' },
        ],
        params: [
          {
            name: 'app_id',
            description: 'The league, a value of app_id from available_leagues.',
            type: 'string',
            required: true,
            source: { hub: 'football_player_ratings', view: 'available_leagues', column: 'app_id' },
          },
        ],
        freshness: 'reference',
      },
      player_ratings_history: {
        name: 'player_ratings_history',
        title: 'Player rating history',
        description: 'Every rated appearance of one player.',
        columns: [
          { name: 'player_id', type: 'id', label: 'Player ID' },
          { name: 'player_name', type: 'string', label: 'Player' },
          { name: 'birthday', type: 'date', label: 'Birthday' },
          { name: 'position', type: 'string', label: 'Position' },
          { name: 'team_name', type: 'string', label: 'Team' },
          { name: 'date', type: 'date', label: 'Date' },
          { name: 'minutes', type: 'integer', label: 'Minutes' },
          { name: 'rating', type: 'number', label: 'Rating' },
          { name: 'peak', type: 'number-or-flag', label: 'Peak' },
        ],
        params: [
          {
            name: 'player_id',
            description: 'The player, an integer player_id.',
            type: 'integer',
            required: true,
          },
        ],
        freshness: 'data',
      },
    },
  },
} as const satisfies Readonly<Record<string, HubDef>>;

export type Catalog = typeof catalog;
export type HubName = keyof Catalog;
export type ViewName<H extends HubName> = keyof Catalog[H]['views'] & string;

type ViewOf<H extends HubName, V extends ViewName<H>> = Catalog[H]['views'][V];
type ColumnsOf<H extends HubName, V extends ViewName<H>> =
  ViewOf<H, V> extends { columns: readonly (infer C)[] } ? C : never;

type ValueOf<T extends ColumnType> = T extends 'string'
  ? string
  : T extends 'integer' | 'id' | 'number'
    ? number
    : T extends 'date'
      ? string
      : T extends 'number-or-flag'
        ? number | boolean
        : never;

/** A generic row: the listed columns first, then any the contract does not list. */
export type Row = Record<string, CellValue>;

/** The typed row of a known view: every listed column, possibly null. */
export type RowOf<H extends HubName, V extends ViewName<H>> = {
  [C in ColumnsOf<H, V> as C extends { name: infer N extends string } ? N : never]: C extends {
    type: infer T extends ColumnType;
  }
    ? ValueOf<T> | null
    : never;
} & Row;

export type ParamsOf<H extends HubName, V extends ViewName<H>> =
  ViewOf<H, V> extends { params: readonly (infer P)[] }
    ? {
        [
          K in P as K extends { name: infer N extends string; required: true } ? N : never
        ]: K extends { type: 'integer' } ? number | string : string;
      } & {
        [
          K in P as K extends { name: infer N extends string; required: false } ? N : never
        ]?: string;
      }
    : Record<string, never>;

export const hubNames = Object.keys(catalog) as HubName[];

/** Looks a view up by name; `undefined` for a hub or view the contract does not list. */
export function findView(hub: string, view: string): ViewDef | undefined {
  const h = findHub(hub);
  if (!h || !Object.hasOwn(h.views, view)) return undefined;
  return h.views[view];
}

/** Looks a hub up by name; own keys only, so `constructor` and friends are not hubs. */
export function findHub(hub: string): HubDef | undefined {
  if (!Object.hasOwn(catalog, hub)) return undefined;
  return (catalog as Readonly<Record<string, HubDef>>)[hub];
}

export function viewDef<H extends HubName, V extends ViewName<H>>(hub: H, view: V): ViewDef {
  return findView(hub, view) as ViewDef;
}

/** Column names of a view, in the contract's order. */
export function columnNames(hub: string, view: string): string[] {
  return findView(hub, view)?.columns.map((c) => c.name) ?? [];
}

/** The header for a column, falling back to the raw name for unlisted columns. */
export function columnLabel(hub: string, view: string, column: string): string {
  return findView(hub, view)?.columns.find((c) => c.name === column)?.label ?? column;
}

export { viewPath } from './view-url.ts';

export const VIEW_PATH_PREFIX = '/v1/data/views/';

/**
 * What a hub or view name may be: letters, digits, `_` and `-`. Anything else (a `.`, a `/`, a
 * `%`) could walk a proxy out of the views path, so the client refuses it and the server 400s it.
 */
export const VIEW_NAME = /^[A-Za-z0-9_-]+$/;

export function isViewName(name: string): boolean {
  return VIEW_NAME.test(name);
}

/**
 * The response header by which the app's own server says which upstream base URL it stands for
 * when it proxies `/v1`, so paging links that name the upstream can be followed through the proxy.
 */
export const UPSTREAM_HEADER = 'X-Data-Views-Upstream';
