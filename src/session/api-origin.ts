// Where the Data Views API is: the build-time origin, or this site's own origin (served or proxied under /v1).

const configured = (import.meta.env.VITE_DATA_VIEWS_ORIGIN ?? '').trim().replace(/\/+$/, '');

/** The API origin the browser calls; '' means the app's own origin. */
export const apiOrigin: string = configured;

/** How the header names the API: its host, or "this site" for the same origin. */
export function describeOrigin(origin: string, isDemo: boolean): string {
  if (isDemo) return 'demo API';
  if (!origin) return typeof window === 'undefined' ? '/v1' : `${window.location.host} /v1`;
  try {
    return new URL(origin).host;
  } catch {
    return origin;
  }
}
