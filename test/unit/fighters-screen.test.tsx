// The Fighters screen as a person uses it, against the demo API through MSW: pickers, URL, sort,
// search, rank movement, CSV, and the empty and error states.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RowOf } from '../../src/api/catalog.ts';
import { createQueryClient } from '../../src/api/query-client.ts';
import { renderAppAt } from '../render-app.tsx';
import { columnIndex, columnTexts, headers, rankingsTable } from '../table-helpers.ts';
import { captureDownloads } from '../download-helpers.ts';
import { holdBack, server, useDemoApi } from '../msw.ts';
import { demoDates, demoFightersAt, demoLatestFighters } from './demo-data.ts';

useDemoApi();

beforeAll(async () => {
  // Loads the lazily imported screen once, so the first test does not pay for it in its timeouts.
  await import('../../src/features/fighters/fighters-routes.tsx');
});

afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

type Historical = RowOf<'fighter_ratings', 'fighters_historical_view'>;
type Latest = RowOf<'fighter_ratings', 'fighters_view'>;

const HISTORY = '*/v1/data/views/fighter_ratings/fighters_historical_view';
const LATEST = '*/v1/data/views/fighter_ratings/fighters_view';
const DATES = '*/v1/data/views/fighter_ratings/available_dates';

// Expectations come from the demo API's generators, not from the app's own client.
async function apiDates(): Promise<string[]> {
  return demoDates().sort().reverse();
}

async function apiByDate(date: string, weightClass?: string): Promise<Historical[]> {
  return demoFightersAt(date, weightClass);
}

function recordRequests(): URL[] {
  const urls: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    urls.push(new URL(request.url));
  });
  return urls;
}

/** An independent reading of a `YYYY-MM-DD` as the screen shows it, e.g. "1 Mar 2024". */
function readable(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const month = [
    'Jan',
    'Feb',
    'Mar',
    'Apr',
    'May',
    'Jun',
    'Jul',
    'Aug',
    'Sep',
    'Oct',
    'Nov',
    'Dec',
  ];
  return `${d} ${month[m - 1]} ${y}`;
}

function count(n: number): string {
  return n.toLocaleString('en-GB');
}

/** The rankings table, once it can be sorted (not the preview drawn a frame before it). */
const table = rankingsTable;

function header(grid: HTMLElement, name: string): HTMLElement {
  return headers(grid)[columnIndex(grid, name)] as HTMLElement;
}

function sortButton(grid: HTMLElement, name: string): HTMLElement {
  return header(grid, name).querySelector('button') as HTMLElement;
}

/**
 * Waits until the rankings table's description (its row count, e.g. "12 of 340 fighters") reads
 * `text`, and returns the table.
 */
/** Every class opens by class, then rank, and its count line says so; one class by rank. */
const BY_CLASS = ', by class then rank';
const BY_RANK = ', by rank';

async function findCount(text: string): Promise<HTMLElement> {
  await table();
  // The table on screen when it says so: the busy preview that draws the first rows gives way to
  // the full table once its code is in, and a table read before that swap would be a stale one.
  return waitFor(() => {
    const grid = screen.getByRole('table', { name: /^Fighter rankings/ });
    expect(grid).not.toHaveAttribute('aria-busy', 'true');
    expect(grid).toHaveAccessibleDescription(text);
    return grid;
  });
}

function params(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}

function fixtureRow(overrides: Partial<Latest>): Latest {
  return {
    rank: 1,
    name: 'Nobody',
    weight_class_code: 'LW',
    weight_class_name: 'Lightweight',
    home_country: 'Brazil',
    country_code: 'BR',
    points: 100,
    r_glicko1: 1500,
    r_elok170: 1500,
    r_elomod1: 1500,
    update_date: '2024-03-01',
    ...overrides,
  } as Latest;
}

describe('Fighters: choosing what to see', () => {
  it('fills "Rating date" from available_dates, newest first, defaulting to the newest', async () => {
    const dates = await apiDates();
    const requests = recordRequests();
    renderAppAt('/fighters?mode=by-date');
    const picker = await screen.findByRole('combobox', { name: 'Rating date' });
    await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(dates.length));
    const options = within(picker).getAllByRole<HTMLOptionElement>('option');
    expect(options.map((o) => o.value)).toEqual(dates);
    expect(options[0]).toHaveTextContent(readable(dates[0] as string));
    expect(picker).toHaveValue(dates[0]);
    await waitFor(() =>
      expect(
        requests.some(
          (u) =>
            u.pathname.endsWith('/fighters_historical_view') &&
            u.searchParams.get('date') === dates[0],
        ),
      ).toBe(true),
    );
    expect(screen.getByRole('button', { name: 'Next date' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous date' })).toBeEnabled();
  });

  it('holds the date fields in place while the dates load, saying so', async () => {
    const release = holdBack(DATES);
    renderAppAt('/fighters?mode=by-date');
    for (const name of ['Rating date', 'Compare with']) {
      const field = await screen.findByRole('combobox', { name });
      expect(field).toBeDisabled();
      expect(field).toHaveDisplayValue('Loading…');
    }
    release();
    const dates = await apiDates();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Compare with' })).toHaveValue(dates[1]),
    );
    expect(screen.getByRole('combobox', { name: 'Rating date' })).toHaveValue(dates[0]);
  });

  it('by date of every class, requests its own rows first: the latest and the comparison after', async () => {
    const dates = await apiDates();
    const [date, earlier] = [dates[3] as string, dates[4] as string];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(HISTORY, async ({ request }) => {
        if (new URL(request.url).searchParams.get('date') === date) await gate;
        // Falls through to the demo API for the response.
        return undefined;
      }),
    );
    const requests = recordRequests();
    const asked = (view: string, day?: string) =>
      requests.some(
        (u) => u.pathname.endsWith(`/${view}`) && (!day || u.searchParams.get('date') === day),
      );
    renderAppAt(`/fighters?mode=by-date&date=${date}`);
    await waitFor(() => expect(asked('fighters_historical_view', date)).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(asked('fighters_view')).toBe(false);
    expect(asked('fighters_historical_view', earlier)).toBe(false);

    release();
    await table();
    // The rows name the classes to choose from while the latest are on their way.
    const classPicker = screen.getByRole('combobox', { name: 'Weight class' });
    expect(within(classPicker).getAllByRole('option').length).toBeGreaterThan(2);
    await waitFor(() => expect(asked('fighters_view')).toBe(true));
    await waitFor(() => expect(asked('fighters_historical_view', earlier)).toBe(true));
  });

  it('keeps the query of an address at the root: `/?mode=by-date&date=…` opens that date', async () => {
    const [, older] = (await apiDates()) as [string, string];
    renderAppAt(`/?mode=by-date&date=${older}&class=LW#top`);
    await table();
    expect(window.location.pathname).toBe('/fighters');
    expect(params().get('date')).toBe(older);
    expect(window.location.hash).toBe('#top');
    expect(screen.getByRole('combobox', { name: 'Rating date' })).toHaveValue(older);
    expect(screen.getByRole('combobox', { name: 'Weight class' })).toHaveValue('LW');
  });

  it('sends the class as weight_class by date, and Back undoes a change of date or class', async () => {
    const dates = await apiDates();
    const [newest, older] = dates as [string, string];
    const lightweights = await apiByDate(newest, 'LW');
    const requests = recordRequests();
    const user = userEvent.setup();
    renderAppAt('/fighters?mode=by-date');
    await table();

    const classPicker = screen.getByRole('combobox', { name: 'Weight class' });
    const lw = within(classPicker).getByRole('option', { name: /^Lightweight \(LW\)/ });
    expect(within(classPicker).getAllByRole('option')[0]).toHaveTextContent('All classes');
    await user.selectOptions(classPicker, lw);
    await waitFor(() =>
      expect(
        requests.some(
          (u) =>
            u.pathname.endsWith('/fighters_historical_view') &&
            u.searchParams.get('weight_class') === 'LW' &&
            u.searchParams.get('date') === newest,
        ),
      ).toBe(true),
    );
    expect(await findCount(`${count(lightweights.length)} fighters${BY_RANK}`)).toBeInTheDocument();
    await waitFor(() => expect(params().get('class')).toBe('LW'));

    await user.click(screen.getByRole('button', { name: 'Previous date' }));
    await waitFor(() => expect(params().get('date')).toBe(older));
    expect(screen.getByRole('combobox', { name: 'Rating date' })).toHaveValue(older);

    act(() => window.history.back());
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Rating date' })).toHaveValue(newest),
    );
    await waitFor(() => expect(params().get('date')).toBeNull());
    act(() => window.history.back());
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Weight class' })).toHaveValue(''),
    );
  });

  it('takes a burst of changes to one picker (arrow keys on a closed select) as one Back step', async () => {
    const user = userEvent.setup();
    renderAppAt('/fighters?mode=by-date&class=LW');
    await table();
    const classPicker = screen.getByRole('combobox', { name: 'Weight class' });
    await user.selectOptions(classPicker, 'FLY');
    await user.selectOptions(classPicker, 'WW');
    await user.selectOptions(classPicker, 'HW');
    await waitFor(() => expect(params().get('class')).toBe('HW'));
    act(() => window.history.back());
    await waitFor(() => expect(params().get('class')).toBe('LW'));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Weight class' })).toHaveValue('LW'),
    );
    expect(params().get('mode')).toBe('by-date');
  });

  it('filters the latest rows by class without asking for them again, and lists every class', async () => {
    const latest: Latest[] = demoLatestFighters();
    const codes = new Set(latest.map((r) => r.weight_class_code));
    const flyweights = latest.filter((r) => r.weight_class_code === 'FLY');
    const requests = recordRequests();
    const user = userEvent.setup();
    renderAppAt('/fighters');
    expect(await findCount(`${count(latest.length)} fighters${BY_CLASS}`)).toBeInTheDocument();
    const classPicker = screen.getByRole('combobox', { name: 'Weight class' });
    // "All classes" plus each class once.
    expect(within(classPicker).getAllByRole('option')).toHaveLength(codes.size + 1);
    const before = requests.length;
    await user.selectOptions(classPicker, 'FLY');
    expect(await findCount(`${count(flyweights.length)} fighters${BY_RANK}`)).toBeInTheDocument();
    // The latest rows are not asked for again; the comparison is the earlier date's flyweights only.
    const asked = requests.slice(before);
    expect(asked.some((u) => u.pathname.endsWith('/fighters_view'))).toBe(false);
    expect(
      asked
        .filter((u) => u.pathname.endsWith('/fighters_historical_view'))
        .map((u) => u.searchParams.get('weight_class')),
    ).toEqual(['FLY']);
    // The class list stays complete while one class is shown.
    expect(within(classPicker).getAllByRole('option')).toHaveLength(codes.size + 1);
    expect(new Set(columnTexts(await table(), 'Weight class'))).toEqual(
      new Set(flyweights.map((r) => r.weight_class_name)),
    );
  });

  it('shows the first page of a paged response while the rest arrives, then every row', async () => {
    let release: () => void = () => undefined;
    const lastPage = new Promise<void>((resolve) => (release = resolve));
    const row = (rank: number, name: string) => fixtureRow({ rank, name });
    server.use(
      http.get(LATEST, async ({ request }) => {
        if (!new URL(request.url).searchParams.has('page')) {
          return HttpResponse.json({ data: [row(2, 'Bo'), row(1, 'Al')], next: '?page=2' });
        }
        await lastPage;
        return HttpResponse.json({ data: [row(3, 'Cy')], next: null });
      }),
    );
    renderAppAt('/fighters');
    // Found afresh each try: the table drawn by the first render may give way to another.
    const rankings = () => screen.getByRole('table', { name: /^Fighter rankings/ });
    await waitFor(() =>
      expect(rankings()).toHaveAccessibleDescription(`2 fighters${BY_CLASS}; more are loading…`),
    );
    const preview = rankings();
    expect(columnTexts(preview, 'Fighter')).toEqual(['Al', 'Bo']);
    expect(preview).toHaveAttribute('aria-busy', 'true');
    // Nothing acts on part of the response: no export; a view over the rows, opened now, waits for
    // all of them (its button is there from the first rows, so the table does not move later).
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Where ratings disagree' }));
    expect(await screen.findByRole('status', { name: 'Loading the chart…' })).toBeInTheDocument();
    const disagreement = { name: 'Where the rating systems disagree' };
    expect(screen.queryByRole('region', disagreement)).not.toBeInTheDocument();
    release();
    await waitFor(() => expect(rankings()).toHaveAccessibleDescription(`3 fighters${BY_CLASS}`));
    expect(columnTexts(rankings(), 'Fighter')).toEqual(['Al', 'Bo', 'Cy']);
    // The table's code loads on first use (a cold transform here can take over a second).
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(await screen.findByRole('region', disagreement)).toBeInTheDocument();
  });

  it('opens every class of Latest by class, then rank, with the sort shown and said', async () => {
    server.use(
      http.get(LATEST, () =>
        HttpResponse.json([
          fixtureRow({
            rank: 1,
            name: 'Hal',
            weight_class_code: 'HW',
            weight_class_name: 'Heavyweight',
          }),
          fixtureRow({
            rank: 1,
            name: 'Fay',
            weight_class_code: 'FLY',
            weight_class_name: 'Flyweight',
          }),
          fixtureRow({
            rank: 2,
            name: 'Hob',
            weight_class_code: 'HW',
            weight_class_name: 'Heavyweight',
          }),
          fixtureRow({
            rank: 2,
            name: 'Fox',
            weight_class_code: 'FLY',
            weight_class_name: 'Flyweight',
          }),
        ]),
      ),
    );
    const user = userEvent.setup();
    renderAppAt('/fighters');
    const grid = await table();
    expect(columnTexts(grid, 'Fighter')).toEqual(['Fay', 'Fox', 'Hal', 'Hob']);
    expect(header(grid, 'Weight class')).toHaveAttribute('aria-sort', 'ascending');
    expect(header(grid, 'Rank')).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByText(/Sorted by class, then rank\./)).toBeInTheDocument();
    expect(grid).toHaveAccessibleDescription('4 fighters, by class then rank');
    // Not written into the URL: it is the default.
    expect(params().get('sort')).toBeNull();
    // One class: the service's order, and no such sentence.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Weight class' }), 'HW');
    await waitFor(() => expect(columnTexts(grid, 'Fighter')).toEqual(['Hal', 'Hob']));
    expect(screen.queryByText(/Sorted by class, then rank\./)).not.toBeInTheDocument();
  });

  it('filters by several countries, each counted under the other filters, kept in the URL', async () => {
    const latest: Latest[] = demoLatestFighters();
    const brazil = latest.filter((r) => r.country_code === 'BR');
    const poland = latest.filter((r) => r.country_code === 'PL');
    const user = userEvent.setup();
    renderAppAt('/fighters');
    await table();
    // Named by the facet and the value it shows, so the name holds the button's visible text.
    const facet = screen.getByRole('button', { name: 'Country All countries' });
    await user.click(facet);
    const brazilBox = await screen.findByRole('checkbox', {
      name: new RegExp(`^Brazil \\(BR\\)`),
    });
    // Each country's count is how many fighters it has under the other filters.
    // eslint-disable-next-line testing-library/no-node-access -- the count sits in the checkbox's label
    expect(brazilBox.closest('label')).toHaveTextContent(count(brazil.length));
    await user.click(brazilBox);
    await user.click(screen.getByRole('checkbox', { name: /^Poland \(PL\)/ }));
    expect(
      await findCount(
        `${count(brazil.length + poland.length)} of ${count(latest.length)} fighters${BY_CLASS}`,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(params().get('country')).toBe('BR,PL'));
    expect(new Set(columnTexts(await table(), 'Home country'))).toEqual(
      new Set([...brazil, ...poland].map((r) => r.home_country)),
    );
    // Each is a chip; removing one keeps the other; the class facet counts follow.
    const chips = screen.getByRole('list', { name: 'Filters in force' });
    await user.click(within(chips).getByRole('button', { name: /^Remove filter Country: Brazil/ }));
    await waitFor(() => expect(params().get('country')).toBe('PL'));
    const classPicker = screen.getByRole('combobox', { name: 'Weight class' });
    const polesIn = (code: string) => poland.filter((r) => r.weight_class_code === code).length;
    expect(
      within(classPicker).getByRole('option', {
        name: new RegExp(`\\(LW\\) · ${count(polesIn('LW'))}$`),
      }),
    ).toBeInTheDocument();
  });

  it('filters by rating ranges and top ranks, as chips with Clear all, all in the URL', async () => {
    const latest: Latest[] = demoLatestFighters();
    const strong = latest.filter((r) => typeof r.points === 'number' && r.points >= 1500);
    const user = userEvent.setup();
    renderAppAt('/fighters');
    await findCount(`${count(latest.length)} fighters${BY_CLASS}`);
    await user.click(screen.getByRole('button', { name: 'Ranges' }));
    const points = await screen.findByRole('group', { name: 'Points' });
    await user.type(within(points).getByRole('spinbutton', { name: 'At least' }), '1500');
    expect(
      await findCount(`${count(strong.length)} of ${count(latest.length)} fighters${BY_CLASS}`),
    ).toBeInTheDocument();
    await waitFor(() => expect(params().get('min_points')).toBe('1500'));
    await user.type(screen.getByRole('spinbutton', { name: 'Top ranks' }), '3');
    const topThree = strong.filter((r) => typeof r.rank === 'number' && r.rank <= 3);
    expect(
      await findCount(`${count(topThree.length)} of ${count(latest.length)} fighters${BY_CLASS}`),
    ).toBeInTheDocument();
    const chips = screen.getByRole('list', { name: 'Filters in force' });
    expect(within(chips).getByText('Points ≥ 1,500')).toBeInTheDocument();
    expect(within(chips).getByText('Ranks 1–3')).toBeInTheDocument();
    await user.click(within(chips).getByRole('button', { name: 'Clear all' }));
    expect(await findCount(`${count(latest.length)} fighters${BY_CLASS}`)).toBeInTheDocument();
    await waitFor(() => expect(params().get('min_points')).toBeNull());
    expect(params().get('top')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Filters in force' })).toBeNull();
  });
});

describe('Fighters: the table', () => {
  it('sorts numbers, text and nulls: nulls last both ways, Shift adds a second sort', async () => {
    server.use(
      http.get(LATEST, () =>
        HttpResponse.json([
          fixtureRow({ rank: 1, name: 'Bea', r_elomod1: 1600, country_code: 'BR' }),
          fixtureRow({
            rank: 2,
            name: 'ali',
            r_elomod1: null,
            country_code: null,
            home_country: null,
          }),
          fixtureRow({ rank: 3, name: 'Cid', r_elomod1: 900, country_code: 'AR' }),
          fixtureRow({ rank: 4, name: 'Dee', r_elomod1: 1600.5, country_code: 'BR' }),
        ]),
      ),
    );
    const user = userEvent.setup();
    // Every column shown, codes included.
    renderAppAt('/fighters?hide=none');
    const grid = await table();
    expect(columnTexts(grid, 'Elo Mod')).toEqual(['1,600.00', '—', '900.00', '1,600.50']);

    // A rating sorts best first on the first click, then worst first, then not at all.
    await user.click(sortButton(grid, 'Elo Mod'));
    expect(columnTexts(grid, 'Fighter')).toEqual(['Dee', 'Bea', 'Cid', 'ali']);
    expect(header(grid, 'Elo Mod')).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() => expect(params().get('sort')).toBe('-r_elomod1'));

    await user.click(sortButton(grid, 'Elo Mod'));
    expect(columnTexts(grid, 'Fighter')).toEqual(['Cid', 'Bea', 'Dee', 'ali']);
    expect(header(grid, 'Elo Mod')).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() => expect(params().get('sort')).toBe('r_elomod1'));

    await user.click(sortButton(grid, 'Elo Mod'));
    expect(columnTexts(grid, 'Fighter')).toEqual(['Bea', 'ali', 'Cid', 'Dee']);
    // Unsorted on purpose, which differs from this screen's default order (class, then rank).
    await waitFor(() => expect(params().get('sort')).toBe('none'));

    // Rank sorts 1 first on the first click.
    await user.click(sortButton(grid, 'Rank'));
    expect(header(grid, 'Rank')).toHaveAttribute('aria-sort', 'ascending');
    expect(columnTexts(grid, 'Fighter')).toEqual(['Bea', 'ali', 'Cid', 'Dee']);

    // Text ignores case; then country, with the name as a tie-breaker.
    await user.click(sortButton(grid, 'Fighter'));
    expect(columnTexts(grid, 'Fighter')).toEqual(['ali', 'Bea', 'Cid', 'Dee']);
    await user.click(sortButton(grid, 'Country code'));
    await user.keyboard('{Shift>}');
    await user.click(sortButton(grid, 'Fighter'));
    await user.keyboard('{/Shift}');
    await waitFor(() => expect(params().get('sort')).toBe('country_code,name'));
    expect(columnTexts(grid, 'Fighter')).toEqual(['Cid', 'Bea', 'Dee', 'ali']);
  });

  it('puts the highest Glicko-1 first on the first click', async () => {
    const [newest] = await apiDates();
    const rows = await apiByDate(newest as string, 'HW');
    const best = [...rows].sort(
      (a, b) => (b.r_glicko1 ?? -Infinity) - (a.r_glicko1 ?? -Infinity),
    )[0];
    const user = userEvent.setup();
    renderAppAt('/fighters?mode=by-date&class=HW');
    const grid = await table();
    await findCount(`${count(rows.length)} fighters${BY_RANK}`);
    // One click: a rating sorts best first.
    await user.click(sortButton(grid, 'Glicko-1'));
    expect(columnTexts(grid, 'Fighter')[0]).toBe(best?.name);
  });

  it('searches names ignoring case and accents, and keeps the search in the URL', async () => {
    server.use(
      http.get(LATEST, () =>
        HttpResponse.json([
          fixtureRow({ rank: 1, name: 'José Aldão' }),
          fixtureRow({ rank: 2, name: 'Jose Silva' }),
          fixtureRow({ rank: 3, name: 'Zoë Łukasz' }),
          fixtureRow({ rank: 4, name: 'Ann Lee' }),
        ]),
      ),
    );
    const user = userEvent.setup();
    renderAppAt('/fighters');
    const grid = await table();
    const search = screen.getByRole('searchbox', { name: 'Search fighters' });
    await user.type(search, 'JOSE');
    await waitFor(() => expect(columnTexts(grid, 'Fighter')).toEqual(['José Aldão', 'Jose Silva']));
    expect(
      screen.getByText('2 of 4 fighters, by class then rank', { selector: 'p' }),
    ).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'zoe lukasz');
    await waitFor(() => expect(columnTexts(grid, 'Fighter')).toEqual(['Zoë Łukasz']));
    await user.clear(search);
    await user.type(search, 'aldáo');
    await waitFor(() => expect(columnTexts(grid, 'Fighter')).toEqual(['José Aldão']));
    await waitFor(() => expect(params().get('q')).toBe('aldáo'));

    await user.clear(search);
    await user.type(search, 'nobody at all');
    const nothing = await screen.findByRole('button', { name: 'Clear all filters' });
    // eslint-disable-next-line testing-library/no-node-access -- the message around the shown text
    expect(nothing.parentElement).toHaveTextContent('No fighters in all classes pass the filters.');
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(columnTexts(grid, 'Fighter')).toHaveLength(4));
    expect(search).toHaveValue('');
  });

  it('restores the whole screen from its URL, and the URL follows every change', async () => {
    const dates = await apiDates();
    const date = dates[3] as string;
    const rows = await apiByDate(date, 'WW');
    const target = rows.find((r) => r.country_code === 'US') as Historical;
    const word = (target.name as string).split(' ')[0] as string;
    const matching = rows.filter(
      (r) =>
        r.country_code === 'US' && (r.name as string).toLowerCase().includes(word.toLowerCase()),
    );
    const path = `/fighters?mode=by-date&date=${date}&class=WW&country=US&q=${word}&sort=-points`;
    const { unmount: unmountFirst } = renderAppAt(path);
    const grid = await table();
    expect(
      await findCount(`${matching.length} of ${count(rows.length)} fighters`),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'By date' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Rating date' })).toHaveValue(date);
    expect(screen.getByRole('combobox', { name: 'Weight class' })).toHaveValue('WW');
    expect(screen.getByRole('button', { name: 'Country United States (US)' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search fighters' })).toHaveValue(word);
    expect(header(grid, 'Points')).toHaveAttribute('aria-sort', 'descending');
    const points = matching.map((r) => r.points as number).sort((a, b) => b - a);
    expect(columnTexts(grid, 'Points')[0]).toBe(
      points[0]?.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    );

    // Changing the mode back to Latest and reopening the new URL shows the same thing again.
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Latest' }));
    await waitFor(() => expect(params().get('mode')).toBeNull());
    const url = `${window.location.pathname}${window.location.search}`;
    await waitFor(() => expect(params().get('class')).toBe('WW'));
    unmountFirst();
    renderAppAt(url);
    expect(await screen.findByRole('radio', { name: 'Latest' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Weight class' })).toHaveValue('WW');
    expect(screen.getByRole('searchbox', { name: 'Search fighters' })).toHaveValue(word);
  });

  it('exports the rows as shown, filtered, sorted and without hidden columns, named after the view', async () => {
    const [newest] = (await apiDates()) as [string];
    const rows = await apiByDate(newest, 'FLY');
    const expected = rows
      .filter((r) => r.country_code === 'BR')
      .sort((a, b) => (b.r_glicko1 as number) - (a.r_glicko1 as number));
    const downloads = captureDownloads();
    const user = userEvent.setup();
    renderAppAt(
      `/fighters?mode=by-date&class=FLY&country=BR&sort=-r_glicko1&hide=home_country,movement,change_points,change_r_glicko1,change_r_elok170,change_r_elomod1,consensus,spread`,
    );
    await findCount(`${expected.length} of ${count(rows.length)} fighters`);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await downloads.saved();
    expect(downloads.lastName()).toBe(`fighters_historical_view-${newest}-fly.csv`);
    const text = await downloads.lastText();
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'Rank,Fighter,Class code,Weight class,Country code,Points,Glicko-1,Elo K170,Elo Mod,Updated,Rank set',
    );
    expect(lines).toHaveLength(expected.length + 1);
    const firstRow = expected[0] as Historical;
    expect(lines[1]).toBe(
      [
        firstRow.rank,
        firstRow.name,
        'FLY',
        firstRow.weight_class_name,
        'BR',
        firstRow.points,
        firstRow.r_glicko1,
        firstRow.r_elok170,
        firstRow.r_elomod1 ?? '',
        firstRow.update_date,
        firstRow.rank_set_number,
      ].join(','),
    );
    expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(expected.map((r) => r.name));
  });
});

describe('Fighters: rank movement', () => {
  it('shows each fighter’s change against the previous published date for the class', async () => {
    const dates = await apiDates();
    const [date, earlier] = [dates[5] as string, dates[6] as string];
    const now = await apiByDate(date, 'MW');
    const before = await apiByDate(earlier, 'MW');
    const rankBefore = new Map(before.map((r) => [r.name, r.rank]));
    const expectedText = (row: Historical): string => {
      const was = rankBefore.get(row.name);
      if (was === undefined || was === null) return 'new';
      const by = (was as number) - (row.rank as number);
      return by === 0 ? 'unchanged' : by > 0 ? `up ${by}` : `down ${-by}`;
    };
    const requests = recordRequests();
    renderAppAt(`/fighters?mode=by-date&date=${date}&class=MW&sort=rank`);
    expect(
      await screen.findByText(
        `Changes are against ${readable(earlier)}, the previous published date.`,
        {
          exact: false,
        },
      ),
    ).toBeInTheDocument();
    const grid = await table();
    const byRank = [...now].sort((a, b) => (a.rank as number) - (b.rank as number));
    const shown = columnTexts(grid, 'Rank change');
    expect(shown.length).toBeGreaterThan(5);
    shown.forEach((text, i) => {
      expect(text).toContain(expectedText(byRank[i] as Historical));
    });
    expect(
      requests.some(
        (u) =>
          u.searchParams.get('date') === earlier && u.searchParams.get('weight_class') === 'MW',
      ),
    ).toBe(true);

    // Sorted by the change: the biggest climber first, newcomers after everyone who moved.
    const user = userEvent.setup();
    await user.click(sortButton(grid, 'Rank change'));
    await user.click(sortButton(grid, 'Rank change'));
    const climbs = now
      .map((r) => rankBefore.get(r.name))
      .map((was, i) => (typeof was === 'number' ? was - (now[i]?.rank as number) : null))
      .filter((v): v is number => v !== null);
    const top = Math.max(...climbs);
    expect(columnTexts(grid, 'Rank change')[0]).toContain(top > 0 ? `up ${top}` : 'unchanged');
  });
});

describe('Fighters: empty and error states', () => {
  it('says what was asked when a date has no fighters in the class', async () => {
    const user = userEvent.setup();
    renderAppAt('/fighters?mode=by-date&date=1990-01-01&class=FLY');
    expect(await screen.findByText('No fighters in Flyweight on 1 Jan 1990')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose another date' }));
    expect(screen.getByRole('combobox', { name: 'Rating date' })).toHaveFocus();
  });

  it('shows the server’s own message for a 400, with a way to choose another date', async () => {
    server.use(
      http.get(HISTORY, () =>
        HttpResponse.json(
          { message: 'Ratings for this date are being recomputed.' },
          { status: 400 },
        ),
      ),
    );
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { retry: false } });
    renderAppAt('/fighters?mode=by-date', { queryClient });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ratings for this date are being recomputed.');
    expect(within(alert).getByRole('button', { name: 'Choose another date' })).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says when the rating dates cannot be loaded, and retries on request', async () => {
    let failing = true;
    server.use(
      http.get(DATES, () =>
        failing
          ? HttpResponse.json({ message: 'Down for maintenance' }, { status: 503 })
          : undefined,
      ),
    );
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { retry: false } });
    const user = userEvent.setup();
    renderAppAt('/fighters?mode=by-date', { queryClient });
    expect(
      await screen.findByText('The list of rating dates could not be loaded.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Down for maintenance');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await table()).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Rating date' })).not.toHaveValue('');
  });

  it('says when no rating dates are published', async () => {
    server.use(http.get(DATES, () => HttpResponse.json([])));
    renderAppAt('/fighters?mode=by-date');
    expect(await screen.findByText('No rating dates are published.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show the latest ratings' })).toBeInTheDocument();
  });

  it('keeps the previous rows on screen, dimmed, while a new class loads', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(HISTORY, async ({ request }) => {
        if (new URL(request.url).searchParams.get('weight_class') === 'HW') await gate;
        return undefined;
      }),
    );
    const user = userEvent.setup();
    renderAppAt('/fighters?mode=by-date&class=LW');
    const grid = await table();
    await waitFor(() => expect(columnTexts(grid, 'Weight class')[0]).toBe('Lightweight'));
    // Rank changes are shown for the Lightweight rows before the switch.
    await waitFor(() => expect(columnTexts(grid, 'Rank change').some((t) => t !== '—')).toBe(true));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Weight class' }), 'HW');
    await waitFor(() => expect(grid).toHaveAttribute('aria-busy', 'true'));
    expect(columnTexts(grid, 'Weight class')[0]).toBe('Lightweight');
    // Every label on screen describes the Lightweight rows still shown, and says what is coming.
    expect(grid).toHaveAccessibleName(/, Lightweight$/);
    expect(
      screen.getByText((_, el) =>
        el?.className === 'fighters-loading'
          ? el.textContent === ' Loading Heavyweight… showing Lightweight until it arrives.'
          : false,
      ),
    ).toBeInTheDocument();
    expect(columnTexts(grid, 'Rank change').some((t) => t !== '—')).toBe(true);
    release();
    await waitFor(() => expect(columnTexts(grid, 'Weight class')[0]).toBe('Heavyweight'));
    expect(grid).not.toHaveAttribute('aria-busy');
    expect(grid).toHaveAccessibleName(/, Heavyweight$/);
    expect(screen.queryByText(/showing Lightweight until it arrives/)).not.toBeInTheDocument();
  });

  it('says when the service sent only part of the rows', async () => {
    server.use(
      http.get(LATEST, () =>
        HttpResponse.json({ data: [fixtureRow({ name: 'Only One' })], total: 250 }),
      ),
    );
    renderAppAt('/fighters');
    expect(
      await screen.findByText(/The service reported 250 rows but sent 1\./),
    ).toBeInTheDocument();
  });
});
