// The result's Table tab: the formatted/raw values switch and the rows in a sortable table, with CSV and JSON export.
import { useMemo } from 'react';
import type { ViewResult } from '../../api/client.ts';
import { ChoiceGroup } from '../../components/choice-group.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { ExportCsvButton } from '../../components/export-csv-button.tsx';
import { safeFilename } from '../../lib/filename.ts';
import type { SortEntry } from '../../lib/sort.ts';
import { useConnection } from '../../session/session-context.tsx';
import { downloadJson } from './download-json.ts';
import type { ExplorerRequest, ValueMode } from './explorer-url.ts';
import { resultColumns } from './result-columns.tsx';

interface ResultTableProps {
  request: ExplorerRequest;
  result: ViewResult;
  /** The result is a previous one, shown while the new call runs. */
  isStale: boolean;
  /** "12 rows" or "Showing 100 of 250 rows", for the table's count line. */
  countText: string;
  values: ValueMode;
  onValuesChange: (values: ValueMode) => void;
  sorting: SortEntry[];
  onSortingChange: (sorting: SortEntry[]) => void;
}

const VALUE_CHOICES = [
  { value: 'formatted', label: 'Formatted' },
  { value: 'raw', label: 'Raw (as sent)' },
] as const;

function exportName(request: ExplorerRequest, extension: string): string {
  return safeFilename(
    [request.hub, request.view, ...request.params.map(([name, value]) => `${name}-${value}`)],
    extension,
  );
}

export function ResultTable({
  request,
  result,
  isStale,
  countText,
  values,
  onValuesChange,
  sorting,
  onSortingChange,
}: ResultTableProps) {
  const { apiKey } = useConnection();
  const columns = useMemo(
    () => resultColumns(request.hub, request.view, result.columns, result.rows, values),
    [request.hub, request.view, result, values],
  );
  return (
    <>
      <ChoiceGroup<ValueMode>
        legend="Values"
        choices={VALUE_CHOICES}
        value={values}
        onChange={onValuesChange}
        className="explorer-values"
      />
      <DataTable
        main
        rows={result.rows}
        columns={columns}
        label={`Rows of ${request.hub}/${request.view}`}
        sorting={sorting}
        onSortingChange={onSortingChange}
        isStale={isStale}
        countLabel={() => countText}
        emptyMessage="The view answered with no rows. Check the parameters, or try other values."
        renderActions={(shown) => (
          <>
            <ExportCsvButton
              filename={exportName(request, 'csv')}
              columns={shown.columns}
              rows={shown.rows}
            />
            <button
              type="button"
              className="dv-button"
              disabled={shown.rows.length === 0}
              onClick={() => downloadJson(exportName(request, 'json'), shown.rows, apiKey)}
            >
              Export JSON
            </button>
          </>
        )}
      />
    </>
  );
}
