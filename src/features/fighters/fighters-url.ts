// The Fighters screen's paths, and the panel's own parameter (the trajectory's span); the screen's
// other URL state is the schema in fighters-search.ts.

/** The trajectory's span: how many published dates the fighter panel charts. */
export const SPAN_PARAM = 'span';

/** The country filter's value for rows with no recorded country. */
export const NO_COUNTRY = '-';

/** The path of a fighter's panel below the screen's base path; both parts URL-encoded. */
export function fighterPath(base: string, classCode: string, name: string): string {
  return `${base.replace(/\/+$/, '')}/fighter/${encodeURIComponent(classCode)}/${encodeURIComponent(name)}`;
}

/** How many published dates the trajectory shows: a count, or 0 for all of them. */
export const TRAJECTORY_SPANS = [12, 24, 48, 96, 0] as const;
export const DEFAULT_SPAN = 24;

export function readSpan(params: URLSearchParams): number {
  const raw = params.get(SPAN_PARAM);
  if (raw === 'all') return 0;
  const value = Number(raw);
  return raw !== null && Number.isInteger(value) && value > 0 && value <= 10_000
    ? value
    : DEFAULT_SPAN;
}
