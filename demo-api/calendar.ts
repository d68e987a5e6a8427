// Calendar helpers for the generators: UTC day arithmetic and `YYYY-MM-DD` strings.

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 (UTC) of a calendar date; month is 1-based. */
export function dayNumber(year: number, month: number, day: number): number {
  return Math.floor(Date.UTC(year, month - 1, day) / DAY_MS);
}

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
  const y = Math.floor(total / 12);
  const m = (total % 12) + 1;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-01`;
}

/** True for a real calendar date written exactly as `YYYY-MM-DD`. */
export function isIsoDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}
