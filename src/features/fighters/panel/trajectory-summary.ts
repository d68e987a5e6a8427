// A fighter's trajectory in words: the dates rated, each rating's first and last value, best rank.
import { formatDate } from '../../../lib/format.ts';
import { fighterLabel, ratingNumber, type TrajectoryPoint } from '../data/fighter-data.ts';

const label = fighterLabel;

/** A rating or rank as shown: grouped, two decimals at most, a dash when missing. */
export function ratingText(value: number | null): string {
  return value === null ? '—' : ratingNumber(value);
}

/** One sentence per rating: first and last value over the range, and the best rank. */
export function summariseTrajectory(points: readonly TrajectoryPoint[]): string[] {
  const rated = points.filter((p) => p.rated);
  const first = rated[0];
  const last = rated[rated.length - 1];
  if (!first || !last) return ['Not rated in this class on any of these dates.'];
  if (rated.length === 1) {
    // A newcomer: one rating so far, said as such, with its values (the chart shows one marker).
    const values = (['r_glicko1', 'r_elok170', 'r_elomod1'] as const)
      .filter((key) => first[key] !== null)
      .map((key) => `${label(key)} ${ratingText(first[key])}`);
    return [
      `One rating so far: rated on 1 of ${points.length} dates, on ${formatDate(first.date)}.`,
      ...(values.length > 0 ? [`${values.join(', ')}.`] : []),
      ...(first.rank !== null ? [`Rank: ${ratingText(first.rank)}.`] : []),
    ];
  }
  const lines = [
    `Rated on ${rated.length} of ${points.length} dates, ${formatDate(first.date)} to ${formatDate(last.date)}.`,
  ];
  for (const key of ['r_glicko1', 'r_elok170', 'r_elomod1'] as const) {
    const from = rated.find((p) => p[key] !== null);
    const to = [...rated].reverse().find((p) => p[key] !== null);
    if (from && to) {
      lines.push(
        `${label(key)}: ${ratingText(from[key])} on ${formatDate(from.date)}, ${ratingText(to[key])} on ${formatDate(to.date)}.`,
      );
    }
  }
  let best: TrajectoryPoint | undefined;
  for (const p of rated)
    if (p.rank !== null && (best?.rank == null || p.rank < best.rank)) best = p;
  if (best?.rank != null)
    lines.push(`Best rank: ${ratingText(best.rank)}, on ${formatDate(best.date)}.`);
  return lines;
}
