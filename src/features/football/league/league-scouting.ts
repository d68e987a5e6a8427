// The leaderboard's scouting filters and figures across rows (issue 42): position codes for the
// URL, the maximum age, counts per position, and each row's percentile within its position.
import type { Option } from '../../../components/option-select.tsx';
import { EMPTY_CELL, formatNumber } from '../../../lib/format.ts';

/**
 * The usual football abbreviations, so a link reads `pos=MF` whatever words the service uses:
 * codes (GK, DF, MF, FW, and the fantasy games' GKP, DEF, MID, FWD) and the words of the languages
 * a service may answer in, matched without case or accents. A Map, not an object: a position named
 * "constructor" must not find Object's.
 */
const WORDS: Readonly<Record<string, readonly string[]>> = {
  GK: [
    'gk',
    'g',
    'gkp',
    'goalkeeper',
    'keeper',
    'goalie',
    'portero',
    'guardameta',
    'arquero',
    'gardien',
    'gardien de but',
    'torwart',
    'torhuter',
    'portiere',
    'goleiro',
    'guarda-redes',
  ],
  DF: [
    'df',
    'd',
    'def',
    'defender',
    'defence',
    'defense',
    'back',
    'defensa',
    'defensor',
    'defenseur',
    'verteidiger',
    'abwehr',
    'difensore',
    'zagueiro',
    'defesa',
  ],
  MF: [
    'mf',
    'm',
    'mid',
    'midfielder',
    'midfield',
    'centrocampista',
    'mediocampista',
    'medio',
    'milieu',
    'milieu de terrain',
    'mittelfeld',
    'mittelfeldspieler',
    'meio-campista',
    'meia',
    'medio campo',
  ],
  FW: [
    'fw',
    'f',
    'fwd',
    'st',
    'forward',
    'attacker',
    'striker',
    'delantero',
    'atacante',
    'attaquant',
    'avant',
    'sturmer',
    'sturm',
    'angreifer',
    'attaccante',
    'punta',
  ],
};
const CODES: ReadonlyMap<string, string> = new Map(
  Object.entries(WORDS).flatMap(([code, words]) => words.map((word) => [word, code] as const)),
);

/** A position as matched: lower case, accents and extra spaces gone (`Stürmer` → `sturmer`). */
function positionKey(position: string): string {
  return position.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ');
}

/** The order positions are listed in: from the goal out, then any other alphabetically. */
const ORDER = ['GK', 'DF', 'MF', 'FW'];

/**
 * A position's short code: `Midfielder`, `MF`, `mid` or `Centrocampista` → `MF`; a position it does
 * not know, as written (its own value in the facet, never dropped).
 */
export function positionCode(position: string | null | undefined): string | null {
  if (typeof position !== 'string') return null;
  const trimmed = position.trim();
  if (trimmed === '') return null;
  return CODES.get(positionKey(trimmed)) ?? trimmed;
}

/** Ages the filter offers besides any: the usual youth limits. */
export const AGE_PRESETS: readonly number[] = [21, 23];

interface ScoutedRow {
  readonly age?: number | null;
  readonly position?: string | null;
  readonly position_code?: string | null;
  readonly latest_rating?: number | null;
}

/**
 * Rows whose age is known and under `under` (U21: 20 or younger, in whole years on the day of the
 * row's last appearance); every row when there is no limit.
 */
export function withinAge<R extends ScoutedRow>(
  rows: readonly R[],
  under: number | null,
): readonly R[] {
  if (under === null) return rows;
  return rows.filter((row) => typeof row.age === 'number' && row.age < under);
}

/** Rows of the chosen positions (by code); every row when none is chosen. */
export function ofPositions<R extends ScoutedRow>(
  rows: readonly R[],
  codes: readonly string[],
): readonly R[] {
  if (codes.length === 0) return rows;
  const chosen = new Set(codes);
  return rows.filter((row) => row.position_code != null && chosen.has(row.position_code));
}

function orderOf(code: string): number {
  const i = ORDER.indexOf(code);
  return i < 0 ? ORDER.length : i;
}

/**
 * The position facet: rows per code, and one option per code (labelled with the position's words,
 * the newest row's), known positions from the goal out, the others alphabetically. A code chosen
 * in the URL that no row has is still listed, with 0, so it can be unticked.
 */
export function positionFacet(
  rows: readonly ScoutedRow[],
  chosen: readonly string[],
): { options: Option[]; counts: Map<string, number> } {
  const counts = new Map<string, number>();
  const words = new Map<string, string>();
  for (const row of rows) {
    const code = row.position_code;
    if (code == null) continue;
    counts.set(code, (counts.get(code) ?? 0) + 1);
    if (!words.has(code) && row.position) words.set(code, row.position);
  }
  for (const code of chosen) if (!counts.has(code)) counts.set(code, 0);
  const options = [...counts.keys()]
    .sort((a, b) => orderOf(a) - orderOf(b) || a.localeCompare(b))
    .map((code) => {
      const word = words.get(code);
      return { value: code, label: word && word !== code ? `${word} (${code})` : code };
    });
  return { options, counts };
}

/**
 * Each row's percentile among the rows of its group and position with a latest rating: the share
 * of them with a strictly higher rating, in per cent, rounded up (0 for the best, and for a tie
 * at the top). Ties share a figure. A row without a rating or a position has none.
 */
export function withPercentile<R extends ScoutedRow>(
  rows: readonly R[],
  groupOf: (row: R) => string,
): (R & { readonly percentile: number | null })[] {
  const groups = new Map<string, number[]>();
  const rated = (row: R) =>
    typeof row.latest_rating === 'number' && Number.isFinite(row.latest_rating);
  rows.forEach((row, i) => {
    if (!rated(row) || row.position_code == null) return;
    const key = `${groupOf(row)}\u0000${row.position_code}`;
    const group = groups.get(key);
    if (group) group.push(i);
    else groups.set(key, [i]);
  });
  const percentiles = new Array<number | null>(rows.length).fill(null);
  const rating = (i: number) => rows[i]?.latest_rating as number;
  for (const group of groups.values()) {
    group.sort((a, b) => rating(b) - rating(a));
    let higher = 0;
    group.forEach((index, k) => {
      const before = group[k - 1];
      // A tie keeps the count of the first of its rating: only strictly higher ratings count.
      if (before !== undefined && rating(before) !== rating(index)) higher = k;
      percentiles[index] = Math.ceil((100 * higher) / group.length);
    });
  }
  return rows.map((row, i) => ({ ...row, percentile: percentiles[i] ?? null }));
}

/** "Top 5 %", or "Best" when no one of the position listed is rated higher. */
export function formatPercentile(value: number | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return EMPTY_CELL;
  return value === 0 ? 'Best' : `Top ${formatNumber(value, { maximumFractionDigits: 0 })} %`;
}
