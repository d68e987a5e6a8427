// DataTable: virtualised rows, the sort cycle and its rules, keyboard rows, column menu, stale state.
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { columnTexts as columnTextsOf } from '../table-helpers.ts';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CellValue } from '../../src/api/catalog.ts';
import { DataTable } from '../../src/components/data-table.tsx';
import type { DataColumn } from '../../src/components/data-table-columns.ts';
import { ExportCsvButton } from '../../src/components/export-csv-button.tsx';
import type { SortingState } from '../../src/lib/sort.ts';

/** The focused element: where the roving focus is, which these tests follow. */
// eslint-disable-next-line testing-library/no-node-access -- no query finds the focused element
const focused = () => document.activeElement;

type Fighter = {
  id: number;
  name: string | null;
  points: number | null;
  active: boolean | null;
} & Record<string, CellValue>;

const columns: DataColumn<Fighter>[] = [
  { id: 'id', header: 'ID', type: 'integer' },
  { id: 'name', header: 'Fighter', type: 'string' },
  { id: 'points', header: 'Points', type: 'number' },
  { id: 'active', header: 'Active', type: 'string' },
];

const fighters: Fighter[] = [
  { id: 1, name: 'Zoë', points: 10, active: true },
  { id: 2, name: 'Émile', points: 9, active: false },
  { id: 3, name: null, points: null, active: null },
  { id: 4, name: 'Eve', points: 100, active: true },
  { id: 5, name: 'Álvaro', points: 1523.456, active: false },
];

/** The data rows' cell texts in one column, top to bottom (the header row excluded). */
function columnTexts(index: number): string[] {
  return columnTextsOf(screen.getByRole('table'), index);
}

function header(name: string): HTMLElement {
  return screen.getByRole('columnheader', { name: new RegExp(name) });
}

function sortButton(name: string): HTMLElement {
  return within(header(name)).getByRole('button', { name });
}

describe('DataTable', () => {
  it('makes the header row one tab stop, with arrow keys between headers and Down to the rows', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Before</button>
        <DataTable rows={fighters} columns={columns} label="Fighters" />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    // Past the Columns menu button, one Tab reaches the header, the next the rows.
    if (focused()?.textContent?.includes('Columns')) await user.tab();
    expect(sortButton('ID')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(sortButton('Fighter')).toHaveFocus();
    await user.keyboard('{End}');
    expect(sortButton('Active')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(sortButton('ID')).toHaveFocus();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(header('Fighter')).toHaveAttribute('aria-sort', 'ascending');
    await user.tab();
    expect(focused()).toHaveAttribute('role', 'row');
    // Back into the header lands on the one used last; Down goes to the rows.
    await user.tab({ shift: true });
    expect(sortButton('Fighter')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(focused()).toHaveAttribute('role', 'row');
  });

  it('renders only a window of rows, however many there are', () => {
    const many: Fighter[] = Array.from({ length: 10_000 }, (_, i) => ({
      id: i + 1,
      name: `Fighter ${i + 1}`,
      points: i,
      active: i % 2 === 0,
    }));
    render(<DataTable rows={many} columns={columns} label="Fighters" />);
    const table = screen.getByRole('table', { name: 'Fighters' });
    const rows = within(table).getAllByRole('row');
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(100);
    expect(table).toHaveAttribute('aria-rowcount', '10001');
    expect(rows[1]).toHaveAttribute('aria-rowindex', '2');
    expect(screen.getByText('10,000 rows')).toBeInTheDocument();
  });

  it('formats cells: numbers right-aligned and grouped, nulls as a dash', () => {
    render(<DataTable rows={fighters} columns={columns} label="Fighters" />);
    expect(columnTexts(2)).toEqual(['10.00', '9.00', '—', '100.00', '1,523.46']);
    expect(columnTexts(1)[2]).toBe('—');
    const cell = screen.getByText('1,523.46');
    // eslint-disable-next-line testing-library/no-node-access -- the class sits on the cell around the text
    expect(cell.closest('[role="cell"]')).toHaveClass('dv-cell--numeric');
  });

  it('cycles a header through ascending, descending and unsorted', async () => {
    const user = userEvent.setup();
    render(<DataTable rows={fighters} columns={columns} label="Fighters" />);
    expect(header('Points')).not.toHaveAttribute('aria-sort');

    await user.click(sortButton('Points'));
    expect(header('Points')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Fighter')).not.toHaveAttribute('aria-sort');

    await user.click(sortButton('Points'));
    expect(header('Points')).toHaveAttribute('aria-sort', 'descending');

    await user.click(sortButton('Points'));
    expect(header('Points')).not.toHaveAttribute('aria-sort');
    expect(columnTexts(0)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('sorts numbers numerically with nulls last in both directions', async () => {
    const user = userEvent.setup();
    render(<DataTable rows={fighters} columns={columns} label="Fighters" />);
    await user.click(sortButton('Points'));
    expect(columnTexts(2)).toEqual(['9.00', '10.00', '100.00', '1,523.46', '—']);
    await user.click(sortButton('Points'));
    expect(columnTexts(2)).toEqual(['1,523.46', '100.00', '10.00', '9.00', '—']);
  });

  it('collates text with accents beside their letter, nulls last', async () => {
    const user = userEvent.setup();
    render(<DataTable rows={fighters} columns={columns} label="Fighters" />);
    await user.click(sortButton('Fighter'));
    expect(columnTexts(1)).toEqual(['Álvaro', 'Émile', 'Eve', 'Zoë', '—']);
    await user.click(sortButton('Fighter'));
    expect(columnTexts(1)).toEqual(['Zoë', 'Eve', 'Émile', 'Álvaro', '—']);
  });

  it('adds a secondary sort on Shift-click and shows each priority', async () => {
    const user = userEvent.setup();
    const onSortingChange = vi.fn<(sorting: SortingState) => void>();
    render(
      <DataTable
        rows={fighters}
        columns={columns}
        label="Fighters"
        onSortingChange={onSortingChange}
      />,
    );
    await user.click(sortButton('Active'));
    await user.keyboard('{Shift>}');
    await user.click(sortButton('Points'));
    await user.keyboard('{/Shift}');
    expect(onSortingChange).toHaveBeenLastCalledWith([
      { id: 'active', desc: false },
      { id: 'points', desc: false },
    ]);
    expect(header('Active')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Points')).toHaveAttribute('aria-sort', 'ascending');
    expect(within(header('Active')).getByText('1')).toBeInTheDocument();
    expect(within(header('Points')).getByText('2')).toBeInTheDocument();
    // No, then Yes; points ascending within each; the empty flag last.
    expect(columnTexts(0)).toEqual(['2', '5', '1', '4', '3']);
  });

  it('follows a controlled sort', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [sorting, setSorting] = useState<SortingState>([{ id: 'points', desc: true }]);
      return (
        <>
          <output data-testid="sort">{JSON.stringify(sorting)}</output>
          <DataTable
            rows={fighters}
            columns={columns}
            label="Fighters"
            sorting={sorting}
            onSortingChange={setSorting}
          />
        </>
      );
    }
    render(<Controlled />);
    expect(header('Points')).toHaveAttribute('aria-sort', 'descending');
    expect(columnTexts(0)).toEqual(['5', '4', '1', '2', '3']);
    await user.click(sortButton('Points'));
    expect(screen.getByTestId('sort')).toHaveTextContent('[]');
    expect(header('Points')).not.toHaveAttribute('aria-sort');
  });

  it('moves between rows with the arrow keys and activates one with Enter', async () => {
    const user = userEvent.setup();
    const onRowActivate = vi.fn<(row: Fighter) => void>();
    render(
      <DataTable
        rows={fighters}
        columns={columns}
        label="Fighters"
        onRowActivate={onRowActivate}
      />,
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    // One tab stop for all the rows.
    expect(rows.filter((row) => row.tabIndex === 0)).toHaveLength(1);

    await user.tab();
    await user.tab();
    // Past the Columns button and four sort buttons, focus reaches the first row.
    for (let i = 0; i < 8 && focused()?.getAttribute('role') !== 'row'; i++) {
      await user.tab();
    }
    expect(focused()).toHaveAttribute('aria-rowindex', '2');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(focused()).toHaveAttribute('aria-rowindex', '4');
    await user.keyboard('{ArrowUp}');
    expect(focused()).toHaveAttribute('aria-rowindex', '3');
    await user.keyboard('{Enter}');
    expect(onRowActivate).toHaveBeenCalledWith(fighters[1]);
    await user.keyboard('{End}');
    expect(focused()).toHaveAttribute('aria-rowindex', '6');
    await user.keyboard(' ');
    expect(onRowActivate).toHaveBeenLastCalledWith(fighters[4]);
  });

  it('activates a row on click', async () => {
    const user = userEvent.setup();
    const onRowActivate = vi.fn<(row: Fighter) => void>();
    render(
      <DataTable
        rows={fighters}
        columns={columns}
        label="Fighters"
        onRowActivate={onRowActivate}
      />,
    );
    await user.click(screen.getByText('Eve'));
    expect(onRowActivate).toHaveBeenCalledWith(fighters[3]);
  });

  it('marks the selected row', () => {
    render(
      <DataTable
        rows={fighters}
        columns={columns}
        label="Fighters"
        getRowId={(row) => String(row.id)}
        selectedRowId="4"
      />,
    );
    // eslint-disable-next-line testing-library/no-node-access -- the row around a cell's text
    const row = screen.getByText('Eve').closest('[role="row"]');
    expect(row).toHaveAttribute('aria-current', 'true');
  });

  it('hides a column from the Columns menu, but never the last one', async () => {
    const user = userEvent.setup();
    render(<DataTable rows={fighters} columns={columns} label="Fighters" />);
    expect(screen.getAllByRole('columnheader')).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: /columns/i }));
    await user.click(screen.getByRole('checkbox', { name: 'Points' }));
    expect(screen.queryByRole('columnheader', { name: /Points/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
    expect(screen.queryByText('1,523.46')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'ID' }));
    await user.click(screen.getByRole('checkbox', { name: 'Active' }));
    expect(screen.getByRole('checkbox', { name: 'Fighter' })).toBeDisabled();
    expect(screen.getAllByRole('columnheader')).toHaveLength(1);

    await user.click(screen.getByRole('checkbox', { name: 'Points' }));
    expect(screen.getByRole('columnheader', { name: /Points/ })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('checkbox', { name: 'Points' })).not.toBeInTheDocument();
  });

  it('keeps the leading pinned columns in view at the widths before them, also after one is hidden', async () => {
    const user = userEvent.setup();
    const pinnedColumns: DataColumn<Fighter>[] = [
      { id: 'id', header: 'ID', type: 'integer', width: 72, pinned: true },
      { id: 'name', header: 'Fighter', type: 'string', width: 210, pinned: true },
      { id: 'points', header: 'Points', type: 'number' },
      // Pinned but after an unpinned column: it scrolls with the rest.
      { id: 'active', header: 'Active', type: 'string', width: 90, pinned: true },
    ];
    render(<DataTable rows={fighters} columns={pinnedColumns} label="Fighters" />);
    const lefts = () => screen.getAllByRole('columnheader').map((cell) => cell.style.left);
    expect(lefts()).toEqual(['0px', '72px', '', '']);
    const firstRow = screen.getAllByRole('row')[1] as HTMLElement;
    expect(within(firstRow).getAllByRole('cell')[1]?.style.left).toBe('72px');

    await user.click(screen.getByRole('button', { name: /columns/i }));
    await user.click(screen.getByRole('checkbox', { name: 'ID' }));
    expect(lefts()).toEqual(['0px', '', '']);
  });

  it('keeps stale rows on screen, marked busy', () => {
    const { rerender } = render(<DataTable rows={fighters} columns={columns} label="Fighters" />);
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-busy');
    rerender(<DataTable rows={fighters} columns={columns} label="Fighters" isStale />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Eve')).toBeInTheDocument();
  });

  it('says so when there are no rows', () => {
    render(
      <DataTable rows={[]} columns={columns} label="Fighters" emptyMessage="No fighters match." />,
    );
    expect(screen.getByText('No fighters match.')).toBeInTheDocument();
    expect(screen.getByText('0 rows')).toBeInTheDocument();
  });

  it('makes a row the tab stop when a link in it takes focus', () => {
    const withLink: DataColumn<Fighter>[] = [
      ...columns,
      { id: 'open', header: 'Open', cell: (row) => <a href={`#f${row.id}`}>Open {row.id}</a> },
    ];
    render(<DataTable rows={fighters} columns={withLink} label="Fighters" />);
    // eslint-disable-next-line testing-library/no-node-access -- the row around a link
    const rowOf = (name: string) => screen.getByRole('link', { name }).closest('[role="row"]');
    expect(rowOf('Open 1')).toHaveAttribute('tabindex', '0');
    act(() => screen.getByRole('link', { name: 'Open 4' }).focus());
    expect(rowOf('Open 4')).toHaveAttribute('tabindex', '0');
    expect(rowOf('Open 1')).toHaveAttribute('tabindex', '-1');
  });

  it('renders custom cells', () => {
    const withBadge: DataColumn<Fighter>[] = [
      ...columns,
      { id: 'badge', header: 'Badge', cell: (row) => <strong>#{row.id}</strong> },
    ];
    render(<DataTable rows={fighters} columns={withBadge} label="Fighters" />);
    expect(screen.getByText('#4').tagName).toBe('STRONG');
  });

  it('hands the rows and columns as shown to its actions', async () => {
    const user = userEvent.setup();
    const seen = vi.fn<(rows: readonly Fighter[], ids: string[]) => void>();
    render(
      <DataTable
        rows={fighters}
        columns={columns}
        label="Fighters"
        defaultColumnVisibility={{ active: false }}
        renderActions={(shown) => {
          seen(
            shown.rows,
            shown.columns.map((column) => column.id),
          );
          return <ExportCsvButton filename="fighters" columns={shown.columns} rows={shown.rows} />;
        }}
      />,
    );
    await user.click(sortButton('Points'));
    const [rows, ids] = seen.mock.lastCall ?? [[], []];
    expect(ids).toEqual(['id', 'name', 'points']);
    expect(rows.map((row) => row.id)).toEqual([2, 1, 4, 5, 3]);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });
});
