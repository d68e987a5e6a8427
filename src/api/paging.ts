// Paging: where the next page is (a body link, a Link header, through the proxy) and the reported total.
import { UPSTREAM_HEADER, VIEW_PATH_PREFIX } from './catalog.ts';

// Resolves relative links when there is no page location (Node); never requested.
const PLACEHOLDER_BASE = 'http://same-origin.invalid/';

export function nextFromLinkHeader(value: string | null): string | null {
  if (!value) return null;
  for (const part of value.split(/,(?=\s*<)/)) {
    const match = /^\s*<([^>]*)>(.*)$/s.exec(part);
    const rel = match ? /;\s*rel\s*=\s*(?:"([^"]*)"|([^;\s,]+))/i.exec(match[2] ?? '') : null;
    const rels = (rel?.[1] ?? rel?.[2] ?? '').toLowerCase().split(/\s+/);
    if (match?.[1] && rels.includes('next')) return match[1];
  }
  return null;
}

export function totalFromHeader(value: string | null): number | null {
  return value && /^\s*\d{1,15}\s*$/.test(value) ? Number(value) : null;
}

export function parseUrl(url: string, base?: string | URL): URL | null {
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}

/**
 * The upstream base URL the app's own server proxies `/v1` to, from its announcement header; null
 * when the response did not come through that proxy (the demo API, or a direct API origin).
 */
export function upstreamBaseOf(headers: Headers): URL | null {
  const value = headers.get(UPSTREAM_HEADER)?.trim();
  const url = value ? parseUrl(value) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  url.search = '';
  url.hash = '';
  return url;
}

/**
 * Where to request the next page, or null when it cannot be followed without sending the key to
 * another origin. `current` is the URL just requested (on `home`, the first request's origin).
 * Behind the proxy (`upstream` known), a link naming the upstream's origin under its base path
 * is the same resource seen from the other side of the proxy: it maps to `home` + the rest of
 * the path, and relative links resolve as the upstream would resolve them. A link to any other
 * origin, or outside the views path, is left alone.
 */
export function followableLink(
  link: string,
  current: URL,
  home: string,
  upstream: URL | null,
): URL | null {
  if (upstream) {
    // '' at the upstream's root: a URL's path is never empty, so '/' stands for none.
    const base = upstream.pathname.replace(/\/+$/, '');
    const seenUpstream = new URL(`${base}${current.pathname}${current.search}`, upstream.origin);
    const target = parseUrl(link, seenUpstream);
    if (!target) return null;
    if (target.origin === home) return target;
    if (target.origin !== upstream.origin || !target.pathname.startsWith(`${base}/`)) return null;
    const rest = target.pathname.slice(base.length);
    if (!rest.startsWith(VIEW_PATH_PREFIX)) return null;
    return new URL(`${rest}${target.search}`, home);
  }
  const target = parseUrl(link, current);
  return target && target.origin === home ? target : null;
}

/**
 * Whether a next page's URL is the same hub and view as the first page's: a link to another view
 * (or anywhere else on the origin) would merge another table's rows into this one. Compared as
 * paths, a trailing slash aside; the query (the page, the params) may differ.
 */
export function isSameView(target: URL, first: URL): boolean {
  const path = (url: URL) => url.pathname.replace(/\/+$/, '');
  return path(target) === path(first);
}

export function pageBase(): string {
  const href: unknown = globalThis.location?.href;
  return typeof href === 'string' && /^https?:/i.test(href) ? href : PLACEHOLDER_BASE;
}
