// The floor for the time to first rows: a page with no framework and no app code, served by the
// same server, that requests the same rows the same way (this tab's key, the same URL the Fighters
// screen requests for Latest) and writes the first 50 of the class in `?class=` (every class if
// none) into a table. Whatever this page takes, no dashboard can take less on the same machine and
// network: the browser's own start, the server and the request are all in it.
import { fetchRows, markPainted } from './peer-api.ts';

const SHOWN = 50;
const COLUMNS = ['rank', 'name', 'weight_class_name', 'points'] as const;

async function start(): Promise<void> {
  const weightClass = new URLSearchParams(window.location.search).get('class') ?? '';
  const rows = await fetchRows<Record<string, unknown>>(
    '/v1/data/views/fighter_ratings/fighters_view',
  );
  const shown = weightClass ? rows.filter((r) => r.weight_class_code === weightClass) : rows;
  const table = document.getElementById('rows') as HTMLTableElement;
  const body = document.createElement('tbody');
  for (const row of shown.slice(0, SHOWN)) {
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
