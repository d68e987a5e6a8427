// The Fighters screen's sentences: counts, and what the screen shows, said one way everywhere.
import { formatDate, formatNumber } from '../../lib/format.ts';

function count(n: number): string {
  return formatNumber(n, { maximumFractionDigits: 0 });
}

/** "3,514 fighters", or "12 of 3,514 fighters" when filtered. */
export function fightersCount(shown: number, total: number): string {
  const noun = total === 1 ? 'fighter' : 'fighters';
  return shown === total ? `${count(total)} ${noun}` : `${count(shown)} of ${count(total)} ${noun}`;
}

/** The table's accessible name: "Fighter rankings, 1 Mar 2024, Lightweight". */
export function tableLabel(date: string | null, classText: string): string {
  return `Fighter rankings, ${date ? formatDate(date) : 'latest ratings'}, ${classText}`;
}
