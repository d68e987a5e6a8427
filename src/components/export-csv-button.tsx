// The "Export CSV" button: saves the rows as shown (filtered, sorted, visible columns) as a CSV file.
import { toCsvColumns, type DataColumn, type DataRow } from './data-table-columns.ts';
import '../styles/controls.css';

export interface ExportCsvButtonProps<R extends DataRow> {
  /** The file name; `.csv` is added when missing. Build it with `safeFilename`. */
  filename: string;
  /** The visible columns, in the order shown. */
  columns: readonly DataColumn<R>[];
  /** The rows in the order shown. */
  rows: readonly R[];
  /** The button's text; default "Export CSV". */
  label?: string;
}

export function ExportCsvButton<R extends DataRow>({
  filename,
  columns,
  rows,
  label = 'Export CSV',
}: ExportCsvButtonProps<R>) {
  const empty = rows.length === 0 || columns.length === 0;
  return (
    <button
      type="button"
      className="dv-button"
      disabled={empty}
      onClick={() => {
        // Built on click, not on render: a 100,000-row CSV is only worth making when requested,
        // and the writer's code is loaded then too, not with the first screen.
        void import('../lib/csv.ts').then(({ downloadCsv, toCsv }) => {
          const text = toCsv(toCsvColumns(columns), rows);
          downloadCsv(/\.csv$/i.test(filename) ? filename : `${filename}.csv`, text);
        });
      }}
    >
      {label}
    </button>
  );
}
