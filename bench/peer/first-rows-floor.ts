// The floor for the time to first rows at normal scale: a page with no framework and no app code,
// served by the same server, that requests the same rows the same way (this tab's key, the same
// URL the dashboard's early script requests) and puts the first 30 in a table. Whatever this page
// takes, no dashboard can take less on the same machine: the browser's own start, the server and
// the request are all in it.
import { fetchRows, markPainted } from './peer-api.ts';

const SHOWN = 30;
const COLUMNS = ['rank', 'name', 'weight_class_name', 'points'] as const;

async function start(): Promise<void> {
  const rows = await fetchRows<Record<string, unknown>>(
    '/v1/data/views/fighter_ratings/fighters_view',
  );
  const table = document.getElementById('rows') as HTMLTableElement;
  const body = document.createElement('tbody');
  for (const row of rows.slice(0, SHOWN)) {
    const tr = document.createElement('tr');
    for (const column of COLUMNS) {
      const td = document.createElement('td');
      td.textContent = String(row[column] ?? '');
      tr.append(td);
    }
    body.append(tr);
  }
  table.append(body);
  markPainted();
}

start().catch((error: unknown) => {
  document.body.dataset.error = error instanceof Error ? error.message : 'failed';
});
