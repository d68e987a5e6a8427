// The benchmark's peer: the same 100,000 latest fighter rows in AG Grid Community, set up as a
// careful user of that grid would, so its first render, sort, filter and scroll can be timed
// beside the dashboard's table in the same run.
import {
  CellStyleModule,
  ClientSideRowModelModule,
  ModuleRegistry,
  QuickFilterModule,
  RowApiModule,
  createGrid,
  themeQuartz,
} from 'ag-grid-community';
import type { ColDef, GridApi } from 'ag-grid-community';
import { catalog } from '../../src/api/catalog.ts';
import type { CellValue } from '../../src/api/catalog.ts';
import { formatCell, isNumericType } from '../../src/lib/format.ts';
import { fold } from '../../src/lib/text.ts';
import { fetchRows } from './peer-api.ts';

// Only what the benchmark exercises, as AG Grid recommends for bundle size (sorting comes with the
// client-side row model, as does flex, which fits the columns to the page as the dashboard's
// table does; right-aligned numbers need cell styles; the row count needs the row API).
ModuleRegistry.registerModules([
  ClientSideRowModelModule,
  QuickFilterModule,
  CellStyleModule,
  RowApiModule,
]);

type PeerRow = Record<string, CellValue>;

const view = catalog.fighter_ratings.views.fighters_view;
// The dashboard's search box matches these columns; the peer's quick filter matches the same.
const SEARCHED = new Set<string>(['name']);

const status = document.getElementById('status') as HTMLElement;
const search = document.getElementById('search') as HTMLInputElement;
const gridElement = document.getElementById('grid') as HTMLElement;

const columnDefs: ColDef<PeerRow>[] = view.columns.map((column) => ({
  colId: column.name,
  field: column.name,
  headerName: column.label,
  type: isNumericType(column.type) ? 'rightAligned' : undefined,
  // The dashboard's own formatting, so both grids put the same text on screen.
  valueFormatter: ({ value }) => formatCell(value as CellValue | undefined, column.type),
  getQuickFilterText: SEARCHED.has(column.name)
    ? ({ value }) => (typeof value === 'string' ? fold(value) : '')
    : () => '',
}));

function showCount(api: GridApi<PeerRow>, total: number): void {
  const shown = api.getDisplayedRowCount() ?? 0;
  status.textContent =
    shown === total
      ? `${total.toLocaleString('en-GB')} fighters`
      : `${shown.toLocaleString('en-GB')} of ${total.toLocaleString('en-GB')} fighters`;
}

async function start(): Promise<void> {
  const rows = await fetchRows<PeerRow>('/v1/data/views/fighter_ratings/fighters_view');
  const api = createGrid<PeerRow>(gridElement, {
    theme: themeQuartz,
    columnDefs,
    rowData: rows,
    defaultColDef: { sortable: true, resizable: true, flex: 1, minWidth: 90 },
    // Fold the query as the dashboard does, so "jose" finds "José" in both; the dashboard folds
    // each name once per data set, and the cache does the same here. AG Grid upper-cases the query
    // and each row's text before matching, so the folded parts are upper-cased too.
    quickFilterParser: (text) => fold(text).toUpperCase().split(/\s+/).filter(Boolean),
    cacheQuickFilter: true,
    // The dashboard's table does not animate re-sorted rows; timing an animation would not compare.
    animateRows: false,
    onModelUpdated: (event) => showCount(event.api, rows.length),
  });
  search.addEventListener('input', () => api.setGridOption('quickFilterText', search.value));
  showCount(api, rows.length);
}

start().catch((error: unknown) => {
  status.textContent = error instanceof Error ? error.message : 'The peer grid failed to load.';
});
