// The Explorer on par with API tools: the status line and readable headers, values as sent or
// formatted, the weight class picker, and this tab's history of calls, run again in one click.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt } from '../render-app.tsx';
import { demoApiRoute, server, useDemoApi } from '../msw.ts';
import { columnTexts } from '../table-helpers.ts';
import { demoDates } from './demo-data.ts';

useDemoApi();

async function openForm(path: string, key?: string) {
  renderAppAt(path, key ? { key } : undefined);
  return screen.findByRole('form', { name: 'Request' });
}

describe('the Explorer’s response', () => {
  it('shows the status line and the readable headers, and the values formatted or as sent', async () => {
    const date = demoDates()[0] as string;
    const user = userEvent.setup();
    await openForm(
      `/explorer?hub=fighter_ratings&view=fighters_historical_view&p.date=${date}&p.weight_class=LW&run=1`,
    );
    const table = await screen.findByRole('table', { name: /fighters_historical_view/ });
    // eslint-disable-next-line testing-library/no-node-access -- the stats list around its term
    const stats = screen.getByText('Status').closest('dl') as HTMLElement;
    expect(within(stats).getByText('200 OK')).toBeVisible();
    await user.click(screen.getByText(/^Response headers \(\d+\)/));
    expect(screen.getByText('content-type')).toBeVisible();

    // Formatted: a date reads as a date, points with separators; raw: as the service sent them.
    const dateHeader = 'Updated';
    const formatted = columnTexts(table, dateHeader)[0];
    expect(formatted).not.toBe(date);
    await user.click(screen.getByRole('radio', { name: 'Raw (as sent)' }));
    expect(new URLSearchParams(window.location.search).get('values')).toBe('raw');
    // The headers as the service names them once the table is drawn again.
    const rawTable = screen.getByRole('table', { name: /fighters_historical_view/ });
    await waitFor(() => expect(columnTexts(rawTable, 'update_date')[0]).toBe(date));
    expect(columnTexts(rawTable, 'points').every((t) => !t.includes(','))).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Formatted' }));
    await waitFor(() =>
      expect(
        columnTexts(screen.getByRole('table', { name: /fighters_historical_view/ }), dateHeader)[0],
      ).toBe(formatted),
    );
  });
});

describe('the Explorer’s history', () => {
  it('lists this tab’s calls newest first, runs one again in one click, and never keeps the key', async () => {
    const key = 'sk-live-history-secret';
    server.use(demoApiRoute({ apiKey: key }));
    const user = userEvent.setup();
    await openForm('/explorer?hub=fighter_ratings&view=available_dates&run=1', key);
    const history = screen.getByRole('region', { name: 'History' });
    const list = await within(history).findByRole('list', {
      name: 'Calls made in this tab, newest first',
    });
    await within(list).findByText('fighter_ratings/available_dates');

    // A second call, then the first again from the history.
    await user.selectOptions(screen.getByLabelText('Hub'), 'football_player_ratings');
    // The View list follows the hub once the URL has changed.
    await within(screen.getByLabelText('View')).findByRole('option', { name: /league_players/ });
    await user.selectOptions(screen.getByLabelText('View'), 'league_players');
    const picker = await screen.findByRole('combobox', { name: 'app_id (required)' });
    await within(picker).findByRole('option', { name: /\(eng-1\)$/ });
    await user.selectOptions(picker, 'eng-1');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await within(list).findByText('football_player_ratings/league_players?app_id=eng-1');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('league_players');
    expect(items[0]).toHaveTextContent(/200 OK · .* · [\d,]+ rows/);

    await user.click(
      within(list).getByRole('button', { name: 'Run again: fighter_ratings/available_dates' }),
    );
    await waitFor(() => {
      const url = new URLSearchParams(window.location.search);
      expect(url.get('view')).toBe('available_dates');
      expect(url.get('run')).toBe('1');
    });
    await screen.findByRole('table', { name: 'Rows of fighter_ratings/available_dates' });
    expect(
      JSON.stringify(sessionStorage.getItem('data-views.per-key.explorer-history')),
    ).not.toContain(key);
    expect(sessionStorage.getItem('data-views.per-key.explorer-history')).toContain(
      'available_dates',
    );
  });
});
