// Finds the rows of any Data Views body: bare arrays, wrappers, one level of nesting, columnar
// tables, and the paging links and totals around them. The contract leaves all of it "not shown".
import { findView } from './catalog.ts';
import type { ColumnDef } from './catalog.ts';
import { malformed } from './errors.ts';
import { HAS_MORE_KEYS, META_KEYS, NEXT_KEYS, TOTAL_KEYS } from './envelope-keys.ts';
import { SHAPES, type Located } from './envelope-rows.ts';
import { isPlainObject, own, type JsonObject } from './json.ts';

/** One page of a body, before coercion: the row objects as the server sent them. */
export interface RawPage {
  readonly records: readonly Record<string, unknown>[];
  /** Field names in first-seen order: a columnar header first, then the records' keys. */
  readonly fields: string[];
  /** A link to the next page (absolute or relative URL), as the body named it. */
  readonly next: string | null;
  /** The body says more rows exist but names no link we could follow (a cursor, a flag). */
  readonly hasMore: boolean;
  /** A total row count the body reported. */
  readonly total: number | null;
}

/** `hub/view` split at the first slash: catalog hub names never contain one. */
export function columnsOfLabel(label: string): readonly ColumnDef[] {
  const slash = label.indexOf('/');
  if (slash < 0) return [];
  return findView(label.slice(0, slash), label.slice(slash + 1))?.columns ?? [];
}

/** How many `{ href: { href: … } }` wrappers are looked through: a real link has one at most. */
const MAX_LINK_WRAPPERS = 4;

function classifyLink(value: unknown): { link: string | null; more: boolean } {
  // A loop, not recursion: a body can nest 100,000 levels, and the call stack cannot.
  let found = value;
  for (let i = 0; i < MAX_LINK_WRAPPERS && isPlainObject(found); i++) {
    found = own(found, 'href') ?? own(found, 'url');
  }
  return classifyText(found);
}

function classifyText(value: unknown): { link: string | null; more: boolean } {
  if (typeof value !== 'string') return { link: null, more: false };
  const text = value.trim();
  if (text === '') return { link: null, more: false };
  // A bare token is a cursor whose parameter name we cannot know: resolving it as a relative URL
  // would request some other path, so it only tells us that more rows exist.
  const looksLikeUrl = /^[a-z][a-z0-9+.-]*:/i.test(text) || /^(\/|\?|\.\.?\/)/.test(text);
  return looksLikeUrl ? { link: text, more: false } : { link: null, more: true };
}

function nextFromLinks(links: unknown): unknown {
  if (isPlainObject(links)) return own(links, 'next');
  if (Array.isArray(links)) {
    const entry = links.find((l) => {
      if (!isPlainObject(l)) return false;
      const rel = own(l, 'rel');
      return rel === 'next' || (Array.isArray(rel) && rel.includes('next'));
    });
    return isPlainObject(entry)
      ? (own(entry, 'href') ?? own(entry, 'url') ?? own(entry, 'link'))
      : undefined;
  }
  return undefined;
}

function withMeta(containers: readonly JsonObject[]): JsonObject[] {
  const all: JsonObject[] = [];
  for (const c of containers) {
    all.push(c);
    for (const key of META_KEYS) {
      const meta = own(c, key);
      if (isPlainObject(meta)) all.push(meta);
    }
  }
  return all;
}

function findNext(containers: readonly JsonObject[]): { link: string | null; more: boolean } {
  let more = false;
  for (const c of containers) {
    const candidates = [
      ...NEXT_KEYS.map((k) => own(c, k)),
      nextFromLinks(own(c, 'links')),
      nextFromLinks(own(c, '_links')),
    ];
    for (const candidate of candidates) {
      const found = classifyLink(candidate);
      if (found.link) return found;
      more ||= found.more;
    }
    more ||= HAS_MORE_KEYS.some((k) => own(c, k) === true || own(c, k) === 'true');
  }
  return { link: null, more };
}

function asCount(value: unknown): number | null {
  // Elasticsearch reports `total: { value: n }`; one wrapper is looked through, no more.
  const count = isPlainObject(value) ? own(value, 'value') : value;
  if (typeof count === 'number' && Number.isSafeInteger(count) && count >= 0) return count;
  if (typeof count === 'string' && /^\s*\d{1,15}\s*$/.test(count)) return Number(count);
  return null;
}

function findTotal(containers: readonly JsonObject[]): number | null {
  for (const key of TOTAL_KEYS) {
    for (const c of containers) {
      const total = asCount(own(c, key));
      if (total !== null) return total;
    }
  }
  return null;
}

/**
 * Whether `record`'s enumerable keys are exactly `keys`, in order. Rows of one table nearly always
 * share one shape, so comparing with the previous row's keys (no array built) skips most of the
 * per-row key work; anything unusual (an inherited enumerable key included) just compares unequal.
 */
export function hasKeys(record: JsonObject, keys: readonly string[]): boolean {
  let i = 0;
  for (const key in record) {
    if (keys[i] !== key) return false;
    i++;
  }
  return i === keys.length;
}

function fieldsOf(records: readonly JsonObject[], header: readonly string[] | null): string[] {
  const seen = new Set<string>(header ?? []);
  let shape: readonly string[] | null = null;
  for (const record of records) {
    if (shape !== null && hasKeys(record, shape)) continue;
    shape = Object.keys(record);
    for (const key of shape) seen.add(key);
  }
  return [...seen];
}

/**
 * Finds the rows, the next link and the total in a parsed body. `label` is `hub/view`, used in
 * errors; `columns` (by default the catalog's for that label) lets positional rows be named.
 */
export function extractPage(
  body: unknown,
  label: string,
  columns: readonly ColumnDef[] = columnsOfLabel(label),
): RawPage {
  const viewName = label.slice(label.indexOf('/') + 1);
  let located: Located | null = null;
  for (const shape of SHAPES) {
    located = shape.locate(body, { viewName, columns });
    if (located) break;
  }
  if (!located) {
    const what = Array.isArray(body)
      ? 'an array that is not a list of rows'
      : isPlainObject(body)
        ? 'an object with no list of rows in it'
        : `a bare ${body === null ? 'null' : typeof body}`;
    throw malformed(label, `The body is ${what}.`);
  }
  const around = withMeta(located.containers);
  const { link, more } = findNext(around);
  return {
    records: located.records,
    fields: fieldsOf(located.records, located.header),
    next: link,
    hasMore: more,
    total: findTotal(around),
  };
}
