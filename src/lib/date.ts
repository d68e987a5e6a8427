// Calendar dates as the service writes them (`YYYY-MM-DD`), all in UTC: parse, check, step, compare.
// The one home of date logic for the app, its tests and the demo API.

export const DAY_MS = 86_400_000;

export interface CalendarDate {
  readonly year: number;
  /** 1..12 */
  readonly month: number;
  readonly day: number;
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysInMonth(year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || year < 0 || year > 9999) return false;
  if (!Number.isInteger(month) || month < 1 || month > 12) return false;
  return Number.isInteger(day) && day >= 1 && day <= daysInMonth(year, month);
}

/** `YYYY-MM-DD` for a real calendar date (years 0..9999), or null (2024-02-30 is not one). */
export function calendarDate(year: number, month: number, day: number): string | null {
  if (!isCalendarDate(year, month, day)) return null;
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** The value of the `count` ASCII digits of `text` from `at`, or -1 if any is not a digit. */
function digitsAt(text: string, at: number, count: number): number {
  let value = 0;
  for (let i = at; i < at + count; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/**
 * The parts of a real calendar date written exactly `YYYY-MM-DD`, or null. Read character by
 * character rather than by a regular expression: every date cell of every row comes through here
 * (100,000 rows, or five long histories), before the first paint.
 */
function parseIsoDate(text: string | null | undefined): CalendarDate | null {
  if (!isIsoDate(text)) return null;
  return { year: digitsAt(text, 0, 4), month: digitsAt(text, 5, 2), day: digitsAt(text, 8, 2) };
}

/** Whether `text` is a date that exists, written `YYYY-MM-DD`. */
export function isIsoDate(text: string | null | undefined): text is string {
  return typeof text === 'string' && isIsoDateText(text);
}

/** isIsoDate for a string known to be one (no narrowing: a string that fails is still a string). */
export function isIsoDateText(text: string): boolean {
  if (text.length !== 10) return false;
  if (text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45) return false; // '-'
  const year = digitsAt(text, 0, 4);
  const month = digitsAt(text, 5, 2);
  const day = digitsAt(text, 8, 2);
  return year >= 0 && month >= 0 && day >= 0 && isCalendarDate(year, month, day);
}

/** Days since 1970-01-01 (UTC) of a calendar date; month is 1-based. */
export function dayNumber(year: number, month: number, day: number): number {
  return Math.floor(Date.UTC(year, month - 1, day) / DAY_MS);
}

/** The `YYYY-MM-DD` of a day number. */
export function isoDay(dayNum: number): string {
  return new Date(dayNum * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday .. 6 = Saturday. */
export function weekday(dayNum: number): number {
  return (((dayNum + 4) % 7) + 7) % 7;
}

/** The first of the month `offset` months after (year, month); month is 1-based. */
export function addMonths(year: number, month: number, offset: number): string {
  const total = year * 12 + (month - 1) + offset;
  return `${pad(Math.floor(total / 12), 4)}-${pad((total % 12) + 1, 2)}-01`;
}

// A history's dates are read by the chart, the overview, the seasons and the tables alike: each
// text is parsed once. Cleared when large, so a long session does not keep every date ever seen.
const times = new Map<string, number | null>();
const MAX_REMEMBERED_TIMES = 100_000;

/** `YYYY-MM-DD` as UTC milliseconds; null for anything else. */
export function dateToTime(date: string | null | undefined): number | null {
  if (typeof date !== 'string') return null;
  let time = times.get(date);
  if (time === undefined) {
    const parts = parseIsoDate(date);
    time = parts ? Date.UTC(parts.year, parts.month - 1, parts.day) : null;
    if (times.size >= MAX_REMEMBERED_TIMES) times.clear();
    times.set(date, time);
  }
  return time;
}

/** UTC milliseconds as `YYYY-MM-DD`. */
export function timeToDate(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The calendar date (UTC) of a moment in epoch milliseconds, or null when out of range. */
export function dateOfEpochMs(ms: number): string | null {
  const date = new Date(ms);
  if (Number.isNaN(date.getTime())) return null;
  return calendarDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** The day after the same date a year earlier: twelve months, both ends included. */
export function yearBefore(date: string): string {
  const parts = parseIsoDate(date);
  if (!parts) return date;
  return timeToDate(Date.UTC(parts.year - 1, parts.month - 1, parts.day) + DAY_MS);
}

/** Age in whole years on `today` (read in UTC, as the dates are), or null for a bad or future date. */
export function ageOn(birthday: string | null, today: Date): number | null {
  const parts = parseIsoDate(birthday);
  if (!parts || Number.isNaN(today.getTime())) return null;
  let age = today.getUTCFullYear() - parts.year;
  const monthNow = today.getUTCMonth() + 1;
  if (monthNow < parts.month || (monthNow === parts.month && today.getUTCDate() < parts.day)) {
    age -= 1;
  }
  return age >= 0 ? age : null;
}

// Three-letter months everywhere: some ICU versions write "Sept" for en-GB, which misaligns columns.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * `2024-03-01` → `1 Mar 2024`, from the date's own parts, so no time zone can move it to the day
 * before. Anything that is not a real calendar date is returned as it is.
 */
export function formatDate(value: string): string {
  const parts = parseIsoDate(value.trim());
  return parts ? `${parts.day} ${MONTHS[parts.month - 1]} ${parts.year}` : value;
}
