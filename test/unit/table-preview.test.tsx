// TablePreview: the first rows as the table will show them (its order, its columns, its count),
// drawn without the table's code, marked busy, and a row click already doing what it will do.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CellValue } from '../../src/api/catalog.ts';
import type { DataColumn } from '../../src/components/data-table-columns.ts';
import { TablePreview } from '../../src/components/table-preview.tsx';

type Row = { id: number; name: string; points: number } & Record<string, CellValue>;

const columns: DataColumn<Row>[] = [
  { id: 'id', header: 'ID', type: 'integer' },
  { id: 'name', header: 'Fighter', type: 'string' },
  { id: 'points', header: 'Points', type: 'number' },
];

const rows: Row[] = Array.from({ length: 50 }, (_, i) => ({
  id: i + 1,
  name: `Fighter ${String(i + 1).padStart(2, '0')}`,
  points: (i * 37) % 50,
}));

describe('TablePreview', () => {
  it('shows the first rows in the order requested, with the count, busy until the table comes', async () => {
    const onRowActivate = vi.fn();
    render(
      <TablePreview
        rows={rows}
        columns={columns}
        sorting={[{ id: 'points', desc: true }]}
        columnVisibility={{ id: false }}
        label="Fighters"
        countLabel={(n) => `${n} fighters`}
        height="400px"
        onRowActivate={onRowActivate}
      />,
    );
    const table = screen.getByRole('table', { name: 'Fighters' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(table).toHaveAccessibleDescription('50 fighters');
    expect(table).toHaveAttribute('aria-rowcount', '51');
    // The hidden column is not drawn; the headers are the visible ones, in order.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Fighter', 'Points']);
    const drawn = within(table).getAllByRole('row').slice(1);
    expect(drawn).toHaveLength(20);
    const points = drawn.map((row) => Number(within(row).getAllByRole('cell')[1]?.textContent));
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(points[0]).toBe(49);

    await userEvent.click(within(drawn[0] as HTMLElement).getAllByRole('cell')[0] as HTMLElement);
    expect(onRowActivate).toHaveBeenCalledWith(rows.find((row) => row.points === 49));
  });
});
