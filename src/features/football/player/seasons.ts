// Seasons of appearances. The history names no season, so one is derived from the date:
// - a league whose seasons are named like "2024/2025" (or 2024/25, 2024-2025) plays across the new
//   year, and its season runs from 1 July to 30 June (the summer break);
// - a league whose seasons are named like "2024" plays a calendar year.
// A player's own history is read the same way; calendar years are chosen only when the player's
// long breaks (five weeks or more) fall mostly in winter (November to February).
import { DAY_MS, dateToTime, isIsoDate } from '../../../lib/date.ts';
import type { HistoryRow } from './history-row.ts';
import { ageAt } from '../scouting.ts';

export type SeasonScheme = 'split' | 'calendar';

export interface SeasonSpan {
  readonly label: string;
  /** Inclusive, `YYYY-MM-DD`. */
  readonly from: string;
  readonly to: string;
}

const SPLIT_LABEL = /^\s*(\d{4})\s*[/-]\s*(\d{2}|\d{4})\s*$/;
const YEAR_LABEL = /^\s*(\d{4})\s*$/;
/** The month (1-12) a split season starts in. */
const SPLIT_START_MONTH = 7;

/** The dates a season label covers, or null when the label says no years. */
export function seasonSpan(label: string): SeasonSpan | null {
  const split = SPLIT_LABEL.exec(label);
  if (split) {
    const year = Number(split[1]);
    const next = split[2] as string;
    // The second year must follow the first: "2024/25" and "2024/2025", not "2024/2019".
    const nextYear = next.length === 2 ? Math.floor(year / 100) * 100 + Number(next) : Number(next);
    if (nextYear !== year + 1 && !(next.length === 2 && nextYear === year - 99)) return null;
    return { label, from: `${year}-07-01`, to: `${year + 1}-06-30` };
  }
  const single = YEAR_LABEL.exec(label);
  if (single) return { label, from: `${single[1]}-01-01`, to: `${single[1]}-12-31` };
  return null;
}

/** Calendar years when most of a league's labels are single years; across the new year otherwise. */
export function schemeOfLabels(labels: readonly string[]): SeasonScheme {
  let years = 0;
  let splits = 0;
  for (const label of labels) {
    if (YEAR_LABEL.test(label)) years += 1;
    else if (SPLIT_LABEL.test(label)) splits += 1;
  }
  return years > splits ? 'calendar' : 'split';
}

const BREAK_DAYS = 35;
const WINTER_MONTHS = new Set([11, 12, 1, 2]);

/** From the (date-ordered) history: where the long breaks fall. */
export function schemeOfHistory(rows: readonly HistoryRow[]): SeasonScheme {
  let winter = 0;
  let other = 0;
  let previous: number | null = null;
  for (const row of rows) {
    const t = dateToTime(row.date);
    if (t === null) continue;
    if (previous !== null && t - previous >= BREAK_DAYS * DAY_MS) {
      const middle = new Date((previous + t) / 2).getUTCMonth() + 1;
      if (WINTER_MONTHS.has(middle)) winter += 1;
      else other += 1;
    }
    previous = t;
  }
  return winter > other ? 'calendar' : 'split';
}

/** The season a date falls in, labelled like "2024/2025" or "2024". */
export function seasonOf(date: string, scheme: SeasonScheme): string | null {
  // The date's time is remembered per text (the chart and the tables read the same dates).
  if (dateToTime(date) === null) return null;
  const year = Number(date.slice(0, 4));
  if (scheme === 'calendar') return String(year);
  const month = Number(date.slice(5, 7));
  const start = month >= SPLIT_START_MONTH ? year : year - 1;
  return `${start}/${start + 1}`;
}

/** The seasons the history has appearances in, newest first, with their dates. */
export function seasonsOfHistory(rows: readonly HistoryRow[], scheme: SeasonScheme): SeasonSpan[] {
  const labels = new Set<string>();
  for (const row of rows) {
    const label = typeof row.date === 'string' ? seasonOf(row.date, scheme) : null;
    if (label) labels.add(label);
  }
  return [...labels]
    .sort((a, b) => (a < b ? 1 : a > b ? -1 : 0))
    .flatMap((label) => {
      const span = seasonSpan(label);
      return span ? [span] : [];
    });
}

/** What a run of appearances adds up to: for a season, a range, or a leaderboard row. */
export interface Figures {
  readonly appearances: number;
  /** Summed over appearances that give minutes; null when none does. */
  readonly minutes: number | null;
  readonly average: number | null;
  /** The first and last rating in date order. */
  readonly start: number | null;
  readonly end: number | null;
  readonly change: number | null;
  /** The highest rating. */
  readonly peak: number | null;
  readonly lastDate: string | null;
  /** The team of the latest appearance that names one. */
  readonly team: string | null;
  /** Every team, in order of first appearance. */
  readonly teams: readonly string[];
}

/** Figures over date-ordered rows. */
export function figuresOf(rows: readonly HistoryRow[]): Figures {
  let minutes: number | null = null;
  let sum = 0;
  let rated = 0;
  let start: number | null = null;
  let end: number | null = null;
  let peak: number | null = null;
  let lastDate: string | null = null;
  let team: string | null = null;
  const teams: string[] = [];
  for (const row of rows) {
    if (typeof row.minutes === 'number' && Number.isFinite(row.minutes)) {
      minutes = (minutes ?? 0) + row.minutes;
    }
    if (typeof row.rating === 'number' && Number.isFinite(row.rating)) {
      sum += row.rating;
      rated += 1;
      start ??= row.rating;
      end = row.rating;
      peak = peak === null ? row.rating : Math.max(peak, row.rating);
    }
    if (isIsoDate(row.date)) lastDate = row.date;
    if (typeof row.team_name === 'string' && row.team_name.trim() !== '') {
      team = row.team_name;
      if (!teams.includes(row.team_name)) teams.push(row.team_name);
    }
  }
  return {
    appearances: rows.length,
    minutes,
    average: rated > 0 ? sum / rated : null,
    start,
    end,
    change: start !== null && end !== null ? end - start : null,
    peak,
    lastDate,
    team,
    teams,
  };
}

/** One row of the per-season table. */
export interface SeasonRow {
  readonly [key: string]: string | number | null;
  readonly season: string;
  readonly appearances: number;
  readonly minutes: number | null;
  readonly average_rating: number | null;
  readonly rating_start: number | null;
  readonly rating_end: number | null;
  readonly change: number | null;
  readonly peak: number | null;
  readonly teams: string;
  /** Whole years at the season's last appearance; null without a usable birthday. */
  readonly age: number | null;
}

// Two decimals, as ratings are shown: a CSV gets 57.2, not 57.19999999999993.
function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Date-ordered rows grouped by season, newest season first; ages from `birthday` when given. */
export function seasonRows(
  rows: readonly HistoryRow[],
  scheme: SeasonScheme,
  birthday: string | null = null,
): SeasonRow[] {
  const groups = new Map<string, HistoryRow[]>();
  for (const row of rows) {
    const label = typeof row.date === 'string' ? seasonOf(row.date, scheme) : null;
    if (!label) continue;
    const group = groups.get(label);
    if (group) group.push(row);
    else groups.set(label, [row]);
  }
  return [...groups]
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .map(([season, group]) => {
      const f = figuresOf(group);
      return {
        season,
        appearances: f.appearances,
        minutes: f.minutes,
        average_rating: f.average === null ? null : round2(f.average),
        rating_start: f.start,
        rating_end: f.end,
        change: f.change === null ? null : round2(f.change),
        peak: f.peak,
        teams: f.teams.join(', '),
        age: ageAt(birthday, f.lastDate),
      };
    });
}
