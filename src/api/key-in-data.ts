// The key kept out of the data: each cell or column name of a response's rows that holds the request's
// key (a name, a team, a league's title, a country) is replaced whole by `[key removed]`, in the
// client (client.ts), before the rows reach the query cache and so before anything can show, link,
// store or export them. Loaded with http-errors.ts, only for a response that may hold the key.

/** What a text holding the key becomes; also what error messages say in its place (http-errors.ts). */
export const KEY_REMOVED = '[key removed]';

/**
 * How a key can be spelled in a text: as sent, and URL-encoded (a service that echoes the request
 * URL). Every key is matched, however short, case as sent: a key is whatever the service issued and
 * accepts, so a length rule would let a short real key through; the demo key `demo` is public, and
 * the demo API's invented names, teams, leagues and countries never contain it (key-in-data tests).
 */
export function keyForms(key: string): readonly string[] {
  const trimmed = key.trim();
  return trimmed === '' ? [] : [...new Set([trimmed, encodeURIComponent(trimmed)])];
}

export function holdsKey(text: string, forms: readonly string[]): boolean {
  for (const form of forms) if (text.includes(form)) return true;
  return false;
}

/** What a text holding the key is shown as: `[key removed]`, or '' for a key that is part of it. */
function replacementFor(forms: readonly string[]): string {
  return holdsKey(KEY_REMOVED, forms) ? '' : KEY_REMOVED;
}

/** The text, or `[key removed]` when it holds the key. */
export function withoutKey(text: string, forms: readonly string[]): string {
  return forms.length > 0 && holdsKey(text, forms) ? replacementFor(forms) : text;
}

type Cells = Record<string, unknown>;

/** One response's scrubber: its rows page by page (column names renamed alike on every page). */
export interface KeyScrubber {
  /**
   * Replaces, in place, every text cell that holds the key, and renames each column whose name holds
   * it (`[key removed]`, then `[key removed] 2`..., the same on every page, so two stay two). Rows
   * are the client's own fresh objects (coerce.ts), so changing them is safe. `names`: the rows'
   * unlisted column names when known (a page's extras); else every row's keys are looked at.
   */
  readonly rows: (rows: readonly Cells[], names?: string[]) => void;
}

/** `listed`: the view's own columns, whose names (the catalog's words, not the service's) stay. */
export function keyScrubber(
  key: string,
  listed: readonly { readonly name: string }[] = [],
): KeyScrubber {
  const forms = keyForms(key);
  const own = new Set(listed.map((column) => column.name));
  const replacement = replacementFor(forms);
  const renamed = new Map<string, string>();
  const taken = new Set<string>();
  const rename = (name: string): void => {
    if (renamed.has(name) || own.has(name) || !holdsKey(name, forms)) return;
    const base = replacement || 'column';
    let next = base;
    for (let n = 2; taken.has(next); n++) next = `${base} ${n}`;
    taken.add(next);
    renamed.set(name, next);
  };
  return {
    rows(rows, names) {
      if (forms.length === 0) return;
      if (names) for (const name of names) rename(name);
      else for (const row of rows) for (const name in row) rename(name);
      const [plain = '', encoded = plain] = forms;
      replaceCells(rows, plain, encoded, replacement);
      if (renamed.size > 0) for (const row of rows) renameIn(row, renamed);
      // The page's own list of its column names, renamed in place as its rows are.
      names?.forEach((name, i) => (names[i] = renamed.get(name) ?? name));
    },
  };
}

/**
 * Every text cell holding `plain` or `encoded` replaced. Top level, and the two forms checked
 * inline: a loop over the forms for every cell, or a closure made per response, cost ten times
 * more (100,000 rows of 12 cells: about 6 ms this way).
 */
function replaceCells(rows: readonly Cells[], plain: string, encoded: string, replacement: string) {
  const shortest = Math.min(plain.length, encoded.length);
  for (const row of rows) {
    for (const name in row) {
      const value = row[name];
      if (
        typeof value === 'string' &&
        value.length >= shortest &&
        (value.includes(plain) || value.includes(encoded))
      ) {
        row[name] = replacement;
      }
    }
  }
}

function renameIn(row: Cells, renamed: ReadonlyMap<string, string>): void {
  for (const [from, to] of renamed) {
    if (!Object.prototype.hasOwnProperty.call(row, from)) continue;
    // Defined, not assigned: a name like `__proto__` stays data.
    Object.defineProperty(row, to, {
      value: row[from],
      enumerable: true,
      writable: true,
      configurable: true,
    });
    delete row[from];
  }
}
