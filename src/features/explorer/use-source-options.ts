// The values a parameter may take, read from the view the catalog names as their source (dates, leagues).
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { findView } from '../../api/catalog.ts';
import type { ParamSource, Row } from '../../api/catalog.ts';
import { viewQueryOptions } from '../../api/queries.ts';
import { useConnection } from '../../session/session-context.tsx';

export interface SourceOption {
  readonly value: string;
  /** What the person reads: a name beside the code when the source view has one. */
  readonly label: string;
}

/**
 * The column to show beside the value: the source view's first other text column (a league's title
 * beside its id), from the catalog, else from the rows themselves.
 */
function labelColumnOf(
  source: ParamSource,
  columns: readonly string[],
  rows: readonly Row[],
): string | undefined {
  if (source.label) return source.label;
  const defs = findView(source.hub, source.view)?.columns;
  if (defs) return defs.find((c) => c.name !== source.column && c.type === 'string')?.name;
  return columns.find((c) => c !== source.column && typeof rows[0]?.[c] === 'string');
}

function sourceOptions(
  source: ParamSource,
  columns: readonly string[],
  rows: readonly Row[],
): SourceOption[] {
  const labelColumn = labelColumnOf(source, columns, rows);
  const seen = new Set<string>();
  const options: SourceOption[] = [];
  for (const row of rows) {
    const raw = row[source.column];
    if (raw === null || raw === undefined) continue;
    const value = String(raw);
    if (value.trim() === '' || seen.has(value)) continue;
    seen.add(value);
    const name = labelColumn ? row[labelColumn] : null;
    options.push({
      value,
      label: typeof name === 'string' && name.trim() !== '' ? `${name} (${value})` : value,
    });
  }
  const sourceType = findView(source.hub, source.view)?.columns.find(
    (c) => c.name === source.column,
  )?.type;
  // Newest dates first (the likeliest choice); anything else alphabetically by what is read.
  if (sourceType === 'date')
    options.sort((a, b) => (a.value < b.value ? 1 : a.value > b.value ? -1 : 0));
  else options.sort((a, b) => a.label.localeCompare(b.label, 'en', { numeric: true }));
  return options;
}

/** The source view's rows through the shared query factory, so other screens' cache is reused. */
export function useSourceOptions(source: ParamSource) {
  const conn = useConnection();
  const query = useQuery(viewQueryOptions(conn, source.hub, source.view, {}));
  const options = useMemo(
    () => (query.data ? sourceOptions(source, query.data.columns, query.data.rows) : undefined),
    [query.data, source],
  );
  return { options, error: query.error, isPending: query.isPending, retry: query.refetch };
}
