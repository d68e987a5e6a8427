// The Fighters screen's paths and constants its URL values use; the URL state itself is the schema
// in fighters-search.ts.

/** The country filter's value for rows with no recorded country. */
export const NO_COUNTRY = '-';

/** The path of a fighter's panel below the screen's base path; both parts URL-encoded. */
export function fighterPath(base: string, classCode: string, name: string): string {
  return `${base.replace(/\/+$/, '')}/fighter/${encodeURIComponent(classCode)}/${encodeURIComponent(name)}`;
}

/** How many published dates the trajectory shows: a count, or 0 for all of them. */
export const TRAJECTORY_SPANS = [12, 24, 48, 96, 0] as const;
export const DEFAULT_SPAN = 24;

/** The three rating systems the disagreement view compares (their columns); in the URL as `across` and `up`. */
export const SYSTEMS = ['r_glicko1', 'r_elok170', 'r_elomod1'] as const;
export type RatingSystem = (typeof SYSTEMS)[number];
