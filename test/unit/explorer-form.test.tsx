// The Explorer's form as a person meets it: built from the catalog for every view, refusing to send until valid.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { catalog, hubNames } from '../../src/api/catalog.ts';
import type { ViewDef } from '../../src/api/catalog.ts';
import { renderAppAt } from '../render-app.tsx';
import { server, useDemoApi } from '../msw.ts';

useDemoApi();

/** Paths of the view calls made (not the pickers' lists), so a test can tell nothing was sent. */
let viewCalls: string[] = [];
const record = ({ request }: { request: Request }) => {
  viewCalls.push(new URL(request.url).pathname + new URL(request.url).search);
};
beforeEach(() => {
  viewCalls = [];
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeListener('request:start', record);
});

const views = hubNames.flatMap((hub) =>
  Object.values(catalog[hub].views as Record<string, ViewDef>).map((view) => ({ hub, view })),
);

async function openForm(path: string) {
  renderAppAt(path);
  return screen.findByRole('form', { name: 'Request' });
}

function currentSearch(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}

describe('the form for each catalog view', () => {
  it.each(views)('$hub / $view.name', async ({ hub, view }) => {
    const user = userEvent.setup();
    renderAppAt(`/explorer?hub=${hub}&view=${view.name}`);
    // The first test also waits for the screen's lazily loaded code.
    const form = await screen.findByRole('form', { name: 'Request' });
    expect(within(form).getByLabelText('Hub')).toHaveValue(hub);
    expect(within(form).getByLabelText('View')).toHaveValue(view.name);

    for (const param of view.params) {
      const field = within(form).getByLabelText(new RegExp(`^${param.name}`));
      // Required ones say so in their name and to assistive technology.
      expect(field).toHaveAccessibleName(param.required ? `${param.name} (required)` : param.name);
      if (param.required) expect(field).toHaveAttribute('aria-required', 'true');
      else expect(field).not.toHaveAttribute('aria-required');
      if (param.source) {
        // A picker filled from the view the catalog names, with the way to type a value kept.
        expect(field.tagName).toBe('SELECT');
        await waitFor(() => expect(within(field).getAllByRole('option').length).toBeGreaterThan(2));
        expect(within(field).getByRole('option', { name: 'Other value…' })).toBeInTheDocument();
      } else if (param.type === 'date') {
        expect(field).toHaveAttribute('type', 'date');
      } else if (param.type === 'integer') {
        expect(field).toHaveAttribute('inputmode', 'numeric');
      } else {
        expect(field).toHaveAttribute('type', 'text');
      }
    }

    await user.click(within(form).getByRole('button', { name: 'Run' }));
    const required = view.params.filter((p) => p.required);
    if (required.length === 0) {
      await waitFor(() => expect(currentSearch().get('run')).toBe('1'));
      return;
    }
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent(`Not sent: fix ${required.length} field`);
    for (const param of required) {
      expect(
        within(summary).getByRole('link', { name: `${param.name} is required.` }),
      ).toBeVisible();
      expect(within(form).getByLabelText(new RegExp(`^${param.name}`))).toHaveAttribute(
        'aria-invalid',
        'true',
      );
    }
    expect(summary).toHaveFocus();
    expect(currentSearch().get('run')).toBeNull();
    expect(viewCalls.filter((c) => c.includes(`/${view.name}`))).toEqual([]);
  });
});

describe('type validation', () => {
  it('refuses a player_id that is not a whole number, then sends the corrected one', async () => {
    const user = userEvent.setup();
    renderAppAt('/explorer?hub=football_player_ratings&view=player_ratings_history');
    const field = await screen.findByLabelText(/^player_id/);
    await user.type(field, '12ab');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('player_id must be a whole number, such as 123.');
    // The link in the summary takes the person to the field.
    await user.click(within(summary).getByRole('link'));
    expect(field).toHaveFocus();

    await user.clear(field);
    await user.type(field, '100001');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(currentSearch().get('p.player_id')).toBe('100001'));
    expect(screen.queryByText(/Not sent/)).not.toBeInTheDocument();
    expect(
      await screen.findByRole('table', { name: /player_ratings_history/ }),
    ).toBeInTheDocument();
  });

  it('a link with an impossible date fills the form, says why, and sends nothing', async () => {
    renderAppAt(
      '/explorer?hub=fighter_ratings&view=fighters_historical_view&p.date=2024-02-31&run=1',
    );
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('date must be a real date written YYYY-MM-DD.');
    // The value is kept where the person can correct it.
    expect(await screen.findByLabelText('date, other value')).toHaveValue('2024-02-31');
    expect(screen.getByText("This link's request is not complete.")).toBeInTheDocument();
    expect(viewCalls.filter((c) => c.includes('fighters_historical_view'))).toEqual([]);
  });

  it('picks a date from the list of published dates', async () => {
    const user = userEvent.setup();
    renderAppAt('/explorer?hub=fighter_ratings&view=fighters_historical_view');
    const picker = await screen.findByLabelText(/^date/);
    await waitFor(() => expect(within(picker).getAllByRole('option').length).toBeGreaterThan(2));
    const newest = within(picker).getAllByRole('option')[1] as HTMLOptionElement;
    await user.selectOptions(picker, newest);
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(currentSearch().get('p.date')).toBe(newest.value));
    expect(newest.value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('views the catalog does not list', () => {
  it('calls a typed view name with free-form parameters and shows the columns it returns', async () => {
    server.use(
      http.get('*/v1/data/views/fighter_ratings/beta_view', ({ request }) =>
        HttpResponse.json([
          { code: 'A', score: 1.5, seen: new URL(request.url).searchParams.get('limit') },
          { code: 'B', score: null, seen: new URL(request.url).searchParams.get('limit') },
        ]),
      ),
    );
    const user = userEvent.setup();
    renderAppAt('/explorer?hub=fighter_ratings&view=fighters_view');
    await user.selectOptions(await screen.findByLabelText('View'), 'Other view…');
    await user.type(screen.getByLabelText('View name'), 'beta_view');
    await user.click(screen.getByRole('button', { name: 'Add parameter' }));
    expect(screen.getByLabelText('Parameter 1 name')).toHaveFocus();
    await user.keyboard('limit');
    await user.type(screen.getByLabelText('Parameter 1 value'), '2');
    await user.click(screen.getByRole('button', { name: 'Run' }));

    const table = await screen.findByRole('table', { name: 'Rows of fighter_ratings/beta_view' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.map((h) => h?.replace(/[▲▼↕\d]/g, ''))).toEqual(['code', 'score', 'seen']);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toContain('—');
    expect(currentSearch().toString()).toBe('hub=fighter_ratings&view=beta_view&p.limit=2&run=1');
    expect(screen.getByLabelText('View name')).toHaveValue('beta_view');
  });

  it('keeps typed names and empty rows as they were after Run', async () => {
    const user = userEvent.setup();
    await openForm('/explorer?hub=football_player_ratings&view=available_leagues');
    await user.selectOptions(screen.getByLabelText('Hub'), 'Other hub…');
    await user.type(screen.getByLabelText('Hub name'), 'football_player_ratings');
    await user.type(screen.getByLabelText('View name'), 'available_leagues');
    await user.click(screen.getByRole('button', { name: 'Add parameter' }));
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByRole('table', { name: /available_leagues/ })).toBeInTheDocument();
    expect(currentSearch().toString()).toBe(
      'hub=football_player_ratings&view=available_leagues&run=1',
    );
    expect(screen.getByLabelText('Hub name')).toHaveValue('football_player_ratings');
    expect(screen.getByLabelText('Parameter 1 name')).toHaveValue('');
    expect(screen.getByText(/The catalog lists this view/)).toBeInTheDocument();
  });

  it('a typed hub and view that the service does not know: 404 with its message, form kept', async () => {
    const user = userEvent.setup();
    renderAppAt('/explorer');
    await user.selectOptions(await screen.findByLabelText('Hub'), 'Other hub…');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Hub name is required.');
    expect(summary).toHaveTextContent('View name is required.');

    await user.type(screen.getByLabelText('Hub name'), 'curling_ratings');
    await user.type(screen.getByLabelText('View name'), 'stones');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    const error = await screen.findByRole('alert');
    await waitFor(() => expect(error).toHaveTextContent('HTTP status 404'));
    expect(error).toHaveTextContent('The service does not know this view.');
    expect(error).toHaveTextContent(/Unknown hub "curling_ratings"/);
    expect(screen.getByLabelText('Hub name')).toHaveValue('curling_ratings');
    expect(screen.getByLabelText('View name')).toHaveValue('stones');
  });
});
