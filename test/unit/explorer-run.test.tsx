// Running a call in the Explorer: the rows and raw JSON, the numbers, errors, Cancel, the copied code and links.
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { formatBytes, formatNumber } from '../../src/lib/format.ts';
import { createQueryClient } from '../../src/api/query-client.ts';
import { renderAppAt } from '../render-app.tsx';
import { demoApiRoute, server, useDemoApi } from '../msw.ts';
import { demoAnswerBytes, demoFightersAt, demoLeaguePlayers, demoLeagues } from './demo-data.ts';

useDemoApi();

const LEAGUE_PLAYERS = '/explorer?hub=football_player_ratings&view=league_players';

function search(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}

async function openForm(path: string) {
  renderAppAt(path);
  return screen.findByRole('form', { name: 'Request' });
}

describe('running league_players for a league from the picker', () => {
  it('shows the rows, their count, time, size and pages, and the raw JSON in a tab', async () => {
    const user = userEvent.setup();
    await openForm(LEAGUE_PLAYERS);
    const leagues = demoLeagues();
    const league = leagues[leagues.length - 1];
    const appId = String(league?.app_id);

    const picker = screen.getByRole('combobox', { name: 'app_id (required)' });
    const option = await screen.findByRole('option', { name: `${league?.app_title} (${appId})` });
    await user.selectOptions(picker, option);
    await user.click(screen.getByRole('button', { name: 'Run' }));

    const expectedRows = demoLeaguePlayers(appId);
    const expectedBytes = await demoAnswerBytes('football_player_ratings', 'league_players', {
      app_id: appId,
    });
    const table = await screen.findByRole('table', {
      name: 'Rows of football_player_ratings/league_players',
    });
    const rowsText = `${formatNumber(expectedRows.length)} rows`;
    // eslint-disable-next-line testing-library/no-node-access -- the stats list around its term
    const stats = screen.getAllByRole('term')[0]?.closest('dl');
    expect(stats).not.toBeNull();
    const statsBox = within(stats as HTMLElement);
    expect(statsBox.getByText(rowsText)).toBeInTheDocument();
    expect(statsBox.getByText(formatBytes(expectedBytes))).toBeInTheDocument();
    expect(statsBox.getByText(/^\d+(\.\d)? (ms|s)$/)).toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-node-access -- a term's definition is the element after it
    expect(statsBox.getByText('Pages').nextSibling).toHaveTextContent('1');
    // Catalog labels head the columns the rows came with.
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.replace(/[▲▼↕]/g, ''));
    expect(headers).toEqual(['League', 'Season', 'Player ID', 'Player']);
    expect(search().toString()).toBe(
      `hub=football_player_ratings&view=league_players&p.app_id=${appId}&run=1`,
    );

    // Sorting is part of the link.
    await user.click(within(table).getByRole('button', { name: /Player$/ }));
    await waitFor(() => expect(search().get('sort')).toBe('player_name'));

    const tabs = screen.getByRole('tablist', { name: 'Result' });
    const tableTab = within(tabs).getByRole('tab', { name: 'Table' });
    expect(tableTab).toHaveAttribute('aria-selected', 'true');
    await user.click(tableTab);
    await user.keyboard('{ArrowRight}');
    const jsonTab = within(tabs).getByRole('tab', { name: 'Raw JSON' });
    expect(jsonTab).toHaveFocus();
    // The tab is part of the URL, which the router applies a moment later.
    await waitFor(() => expect(jsonTab).toHaveAttribute('aria-selected', 'true'));
    const panel = screen.getByRole('tabpanel', { name: 'Raw JSON' });
    const body = within(panel).getByLabelText('Raw JSON response');
    const firstName = String(expectedRows[0]?.player_name);
    expect(body.textContent).toContain(`"player_name": ${JSON.stringify(firstName)}`);
    expect(search().get('tab')).toBe('json');
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(tableTab).toHaveAttribute('aria-selected', 'true'));
  });

  it('a league the service refuses: 400 with its message and status, and the form stays filled', async () => {
    const user = userEvent.setup();
    await openForm(`${LEAGUE_PLAYERS}&p.app_id=zz-9&run=1`);
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('HTTP status 400'));
    expect(alert).toHaveTextContent('The service refused the request.');
    expect(alert).toHaveTextContent(/Unknown app_id "zz-9"/);
    // Not in the list, so shown in the typed field, still filled.
    expect(screen.getByLabelText('app_id, other value')).toHaveValue('zz-9');
    const picker = screen.getByRole('combobox', { name: 'app_id (required)' });
    expect(
      within(picker).getByRole<HTMLOptionElement>('option', { name: 'Other value…' }).selected,
    ).toBe(true);

    // Correcting it in place and running again replaces the error with rows.
    const appId = String(demoLeagues()[0]?.app_id);
    await user.clear(screen.getByLabelText('app_id, other value'));
    await user.type(screen.getByLabelText('app_id, other value'), appId);
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByRole('table', { name: /league_players/ })).toBeInTheDocument();
    expect(screen.queryByText('HTTP status 400')).not.toBeInTheDocument();
  });

  it('a server error says so, and Retry asks again', async () => {
    let calls = 0;
    server.use(
      http.get('*/v1/data/views/fighter_ratings/fighters_view', () => {
        calls += 1;
        return HttpResponse.json({ message: 'database asleep' }, { status: 500 });
      }),
    );
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({
      queries: { ...queryClient.getDefaultOptions().queries, retry: false },
    });
    renderAppAt('/explorer?hub=fighter_ratings&view=fighters_view&run=1', { queryClient });
    const alert = await screen.findByRole('alert', {});
    expect(alert).toHaveTextContent('HTTP status 500');
    expect(alert).toHaveTextContent('database asleep');
    const user = userEvent.setup();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(calls).toBe(2));
  });

  it('Cancel stops a slow call and says so', async () => {
    server.use(demoApiRoute({ latencyMs: 10_000 }));
    const user = userEvent.setup();
    await openForm('/explorer?hub=fighter_ratings&view=fighters_view');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(
      await screen.findByRole('status', { name: /Calling fighter_ratings\/fighters_view/ }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('The request was cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });
});

describe('copying the call', () => {
  it('as curl, fetch(), Python and HTTPie with the key as a variable, never the key itself', async () => {
    const key = 'sk-live-7Qx9-secret';
    server.use(demoApiRoute({ apiKey: key }));
    const user = userEvent.setup();
    renderAppAt('/explorer?hub=football_player_ratings&view=player_ratings_history', { key });
    await user.type(await screen.findByLabelText(/^player_id/, {}), '100001');

    await user.click(screen.getByRole('button', { name: 'Copy as curl' }));
    expect(await screen.findByText('curl command copied')).toBeInTheDocument();
    const curl = await navigator.clipboard.readText();
    expect(curl).toBe(
      `curl -H "Authorization: Bearer $DATA_VIEWS_API_KEY" -H 'Accept: application/json' ` +
        `'${window.location.origin}/v1/data/views/football_player_ratings/player_ratings_history?player_id=100001'`,
    );

    await user.click(screen.getByRole('button', { name: 'Copy as fetch()' }));
    const code = await navigator.clipboard.readText();
    expect(code).toContain('process.env.DATA_VIEWS_API_KEY');
    expect(code).toContain('player_ratings_history?player_id=100001');

    await user.click(screen.getByRole('button', { name: 'Copy as Python' }));
    const python = await navigator.clipboard.readText();
    expect(python).toContain("os.environ['DATA_VIEWS_API_KEY']");
    await user.click(screen.getByRole('button', { name: 'Copy as HTTPie' }));
    const httpie = await navigator.clipboard.readText();
    expect(httpie).toContain('"Authorization:Bearer $DATA_VIEWS_API_KEY"');

    for (const text of [
      curl,
      code,
      python,
      httpie,
      document.body.textContent ?? '',
      window.location.href,
    ]) {
      expect(text).not.toContain(key);
    }
  });

  it('as a link that, opened later, fills the form and runs it (URL round trip)', async () => {
    const user = userEvent.setup();
    const { unmount: unmountFirst } = renderAppAt(
      '/explorer?hub=fighter_ratings&view=fighters_historical_view',
    );
    const view = await screen.findByRole('form', { name: 'Request' });
    const picker = within(view).getByLabelText(/^date/);
    await waitFor(() => expect(within(picker).getAllByRole('option').length).toBeGreaterThan(3));
    const date = (within(picker).getAllByRole('option')[3] as HTMLOptionElement).value;
    await user.selectOptions(picker, date);
    // Weight classes are offered from the data (the latest ratings name every class).
    const classes = within(view).getByLabelText('weight_class');
    await within(classes).findByRole('option', { name: /\(LW\)$/ });
    await user.selectOptions(classes, 'LW');
    await user.click(screen.getByRole('button', { name: 'Add parameter' }));
    await user.keyboard('note');
    await user.type(screen.getByLabelText('Parameter 1 value'), 'a&b=c');

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    const link = new URL(await navigator.clipboard.readText());
    expect(link.pathname).toBe('/explorer');
    expect([...link.searchParams]).toEqual([
      ['hub', 'fighter_ratings'],
      ['view', 'fighters_historical_view'],
      ['p.date', date],
      ['p.weight_class', 'LW'],
      ['p.note', 'a&b=c'],
      ['run', '1'],
    ]);

    // A fresh tab at that link: the form is filled as it was, and the call is made.
    // The demo API ignores the extra parameter: the rows are the date's lightweights.
    const expected = demoFightersAt(date, 'LW');
    unmountFirst();
    await openForm(`${link.pathname}${link.search}`);
    expect(screen.getByLabelText(/^date/)).toHaveValue(date);
    expect(screen.getByLabelText('weight_class')).toHaveValue('LW');
    expect(screen.getByLabelText('Parameter 1 name')).toHaveValue('note');
    expect(screen.getByLabelText('Parameter 1 value')).toHaveValue('a&b=c');
    const table = await screen.findByRole('table', { name: /fighters_historical_view/ });
    expect(table).toBeInTheDocument();
    expect(screen.getAllByText(`${formatNumber(expected.length)} rows`).length).toBeGreaterThan(0);
  });

  it('Back returns the form and result of the previous call', async () => {
    const user = userEvent.setup();
    await openForm('/explorer?hub=football_player_ratings&view=player_ratings_history');
    const field = screen.getByLabelText(/^player_id/);
    await user.type(field, '100001');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(search().get('p.player_id')).toBe('100001'));
    await user.clear(field);
    await user.type(field, '100002');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(search().get('p.player_id')).toBe('100002'));
    // Back once the screen shows the second call, as a person would press it.
    const history = screen.getByRole('region', { name: 'History' });
    await within(history).findByText(/player_ratings_history\?player_id=100002$/);

    act(() => window.history.back());
    await waitFor(() => expect(search().get('p.player_id')).toBe('100001'));
    await waitFor(() => expect(screen.getByLabelText(/^player_id/)).toHaveValue('100001'));
  });
});
