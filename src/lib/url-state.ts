// Codecs between screen state and URL search parameters, so every screen's link restores it.

import type { SortEntry } from './sort.ts';

/** `[{id:'points',desc:true},{id:'name',desc:false}]` ⇄ `-points,name`. */
export function encodeSort(sorting: readonly SortEntry[]): string {
  return sorting.map((s) => `${s.desc ? '-' : ''}${s.id}`).join(',');
}

/** Reads a sort parameter, dropping columns the screen does not have and repeats. */
export function decodeSort(value: string | null, allowed?: readonly string[]): SortEntry[] {
  if (!value) return [];
  const seen = new Set<string>();
  const result: SortEntry[] = [];
  for (const part of value.split(',')) {
    const trimmed = part.trim();
    const desc = trimmed.startsWith('-');
    const id = desc ? trimmed.slice(1) : trimmed;
    if (!id || seen.has(id) || (allowed && !allowed.includes(id))) continue;
    seen.add(id);
    result.push({ id, desc });
  }
  return result;
}

/** A list parameter such as `compare=12,34` ⇄ `['12','34']`, without blanks or repeats. */
export function decodeList(value: string | null): string[] {
  if (!value) return [];
  return [...new Set(value.split(',').map((v) => v.trim()))].filter(Boolean);
}

export function encodeList(values: readonly string[]): string {
  return values.join(',');
}

/**
 * Returns a copy of `params` with `updates` applied: empty strings, null and undefined remove a
 * parameter, so URLs stay short and a default never needs spelling out.
 */
export function withParams(
  params: URLSearchParams,
  updates: Record<string, string | null | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(updates)) {
    if (value === null || value === undefined || value === '') next.delete(name);
    else next.set(name, value);
  }
  return next;
}
