// A player's rating history read for people: date order, who they are, team spells, age, ranges and a summary.
import { formatCell, formatDate, formatNumber } from '../../../lib/format.ts';
import type { HistoryRange } from './history-range.ts';
import { dateToTime, isIsoDate, yearBefore } from '../../../lib/date.ts';
import { seasonSpan, type SeasonSpan } from './seasons.ts';
import type { PlayerId } from '../football-paths.ts';
import type { HistoryRow } from './history-row.ts';
import { positionOf } from '../scouting.ts';

export type { HistoryRow } from './history-row.ts';

/** The rows oldest first, undated rows last; ties keep the service's order. */
export function byDate(rows: readonly HistoryRow[]): HistoryRow[] {
  return rows
    .map((row, index) => ({ row, index, time: dateToTime(row.date) }))
    .sort((a, b) => {
      if (a.time === null || b.time === null) {
        return a.time === b.time ? a.index - b.index : a.time === null ? 1 : -1;
      }
      return a.time - b.time || a.index - b.index;
    })
    .map((entry) => entry.row);
}

function latestText(
  rows: readonly HistoryRow[],
  read: (row: HistoryRow) => unknown,
): string | null {
  for (let i = rows.length - 1; i >= 0; i--) {
    const value = read(rows[i] as HistoryRow);
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
}

export interface PlayerIdentity {
  readonly playerId: PlayerId;
  /** The newest name the history gives; null when no row names the player. */
  readonly name: string | null;
  readonly position: string | null;
  readonly birthday: string | null;
}

/** Who the (date-ordered) rows are about: the newest non-empty value of each field. */
export function identityOf(playerId: PlayerId, rows: readonly HistoryRow[]): PlayerIdentity {
  return {
    playerId,
    name: latestText(rows, (row) => row.player_name),
    // The same rule as the leaderboard's Position column (scouting.ts).
    position: positionOf(rows),
    birthday: latestText(rows, (row) => row.birthday),
  };
}

/** A name to show, falling back to the ID for a player the rows do not name. */
export function displayName(identity: Pick<PlayerIdentity, 'name' | 'playerId'>): string {
  return identity.name ?? `Player ${identity.playerId}`;
}

export interface TeamSpell {
  readonly team: string;
  /** First and last appearance of the spell, `YYYY-MM-DD`. */
  readonly from: string;
  readonly to: string;
  readonly appearances: number;
}

/**
 * Consecutive runs at one team, in date order. Rows without a team or a date neither start nor end
 * a spell; a return to an old team is a new spell. One pass over the rows: callers keep the result
 * in a useMemo on the rows they show (the header, the chart's team lines).
 */
export function teamSpells(rows: readonly HistoryRow[]): readonly TeamSpell[] {
  const spells: { team: string; from: string; to: string; appearances: number }[] = [];
  for (const row of rows) {
    const team = row.team_name;
    const date = row.date;
    if (typeof team !== 'string' || team.trim() === '' || dateToTime(date) === null) continue;
    const current = spells[spells.length - 1];
    if (current && current.team === team) {
      current.to = date as string;
      current.appearances += 1;
    } else {
      spells.push({ team, from: date as string, to: date as string, appearances: 1 });
    }
  }
  return spells;
}

/** `peak` is a number (a running best) on some services and a flag on a peak match on others. */
export type PeakKind = 'number' | 'flag' | 'none';

export function peakKindOf(rows: readonly HistoryRow[]): PeakKind {
  let kind: PeakKind = 'none';
  for (const row of rows) {
    if (typeof row.peak === 'boolean') return 'flag';
    if (typeof row.peak === 'number') kind = 'number';
  }
  return kind;
}

export interface DateWindow {
  /** Inclusive bounds, `YYYY-MM-DD`; null means open. */
  readonly from: string | null;
  readonly to: string | null;
}

const OPEN_WINDOW: DateWindow = { from: null, to: null };

/**
 * The dates a range covers. Twelve months count back from the latest appearance (histories often
 * end in the past, so "now" would show nothing); a season is the one its name says (see
 * `seasons.ts`), the newest season of the history when none is named; null when the named season
 * says no years (an old or mistyped link).
 */
export function rangeWindow(
  rows: readonly HistoryRow[],
  range: HistoryRange,
  seasons: readonly SeasonSpan[],
): DateWindow | null {
  switch (range.kind) {
    case 'all':
      return OPEN_WINDOW;
    case 'custom':
      return { from: range.from, to: range.to };
    case 'season': {
      const span = range.label === null ? (seasons[0] ?? null) : seasonSpan(range.label);
      return span ? { from: span.from, to: span.to } : range.label === null ? OPEN_WINDOW : null;
    }
    case '12m': {
      let last: string | null = null;
      for (const row of rows) {
        if (isIsoDate(row.date) && (last === null || row.date > last)) last = row.date;
      }
      return last === null ? OPEN_WINDOW : { from: yearBefore(last), to: last };
    }
  }
}

export function inWindow(rows: readonly HistoryRow[], window: DateWindow): readonly HistoryRow[] {
  if (window.from === null && window.to === null) return rows;
  return rows.filter((row) => {
    const date = row.date;
    if (typeof date !== 'string') return false;
    return (
      (window.from === null || date >= window.from) && (window.to === null || date <= window.to)
    );
  });
}

/** Rows a chart can draw: a date and a rating. */
export function isPlottable(row: HistoryRow): boolean {
  return dateToTime(row.date) !== null && typeof row.rating === 'number';
}

export interface HistorySummary {
  readonly appearances: number;
  /** Appearances with both a date and a rating, i.e. the points drawn. */
  readonly plotted: number;
  readonly latest: { readonly rating: number; readonly date: string } | null;
  /** The highest peak number, or the best rating among flagged peaks; where it was first reached. */
  readonly peak: {
    readonly value: number;
    readonly date: string | null;
    /** False when a running-best peak was already held at the first appearance in these rows. */
    readonly reachedHere: boolean;
  } | null;
  /** With flags: how many appearances are marked as peaks. */
  readonly peakFlags: number;
  readonly first: string | null;
  readonly last: string | null;
}

/** Facts about date-ordered rows, for the summary sentence and the header. */
export function summarise(rows: readonly HistoryRow[], kind: PeakKind): HistorySummary {
  let latest: HistorySummary['latest'] = null;
  let peak: { value: number; date: string | null; reachedHere: boolean } | null = null;
  let peakFlags = 0;
  let plotted = 0;
  let first: string | null = null;
  let last: string | null = null;
  for (const row of rows) {
    const date = dateToTime(row.date) === null ? null : (row.date as string);
    if (date !== null) {
      first ??= date;
      last = date;
    }
    if (isPlottable(row)) {
      plotted += 1;
      latest = { rating: row.rating as number, date: date as string };
    }
    if (kind === 'number' && typeof row.peak === 'number') {
      if (!peak || row.peak > peak.value) {
        // A running best set before a shortened range shows up already at its first row.
        peak = { value: row.peak, date, reachedHere: peak !== null || row.rating === row.peak };
      }
    } else if (kind === 'flag' && row.peak === true) {
      peakFlags += 1;
      if (typeof row.rating === 'number' && (!peak || row.rating > peak.value)) {
        peak = { value: row.rating, date, reachedHere: true };
      }
    }
  }
  return { appearances: rows.length, plotted, latest, peak, peakFlags, first, last };
}

function rating(value: number): string {
  return formatCell(value, 'number');
}

function count(n: number, one: string, many: string): string {
  return `${formatNumber(n, { maximumFractionDigits: 0 })} ${n === 1 ? one : many}`;
}

/**
 * One paragraph a screen reader can read instead of the chart, after the player's name (which the
 * screen shows isolated, so a right-to-left name cannot turn the sentence around).
 */
export function summaryText(summary: HistorySummary, kind: PeakKind): string {
  if (summary.appearances === 0) return 'no rated appearances in this range.';
  const parts: string[] = [];
  if (summary.latest) {
    parts.push(
      `latest rating ${rating(summary.latest.rating)}, on ${formatDate(summary.latest.date)}.`,
    );
  }
  const when = summary.peak?.date ? ` on ${formatDate(summary.peak.date)}` : '';
  if (kind === 'number' && summary.peak) {
    parts.push(
      summary.peak.reachedHere
        ? `Peak rating ${rating(summary.peak.value)}, first reached${when}.`
        : `Peak rating ${rating(summary.peak.value)}, reached before this range.`,
    );
  } else if (kind === 'flag') {
    parts.push(
      summary.peakFlags === 0
        ? 'No appearance is marked as a peak.'
        : count(
            summary.peakFlags,
            'appearance is marked as a peak',
            'appearances are marked as peaks',
          ) + (summary.peak ? `; the highest rated ${rating(summary.peak.value)}${when}.` : '.'),
    );
  }
  const span =
    summary.first && summary.last
      ? summary.first === summary.last
        ? ` on ${formatDate(summary.first)}`
        : ` from ${formatDate(summary.first)} to ${formatDate(summary.last)}`
      : '';
  parts.push(`${count(summary.appearances, 'appearance', 'appearances')}${span}.`);
  const unplotted = summary.appearances - summary.plotted;
  if (unplotted > 0) {
    parts.push(
      `${count(unplotted, 'appearance has no date or rating and is', 'appearances have no date or rating and are')} not drawn.`,
    );
  }
  return parts.join(' ');
}
