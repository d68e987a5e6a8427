// The Fighters screen's phone-first parts that a DOM can check: the "Filters (n)" count, and a
// fighter opened (by its name's link or its row) keeping every filter set on the screen.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt } from '../render-app.tsx';
import { useDemoApi } from '../msw.ts';
import { fightersFiltersSet } from '../../src/features/fighters/controls/fighters-filter-count.ts';
import { loadFightersSearch } from '../../src/features/fighters/fighters-search.ts';
import { filtersLabel } from '../../src/components/filters-disclosure.tsx';

useDemoApi();

const params = () => new URLSearchParams(window.location.search);

async function rankings(): Promise<HTMLElement> {
  return waitFor(() => {
    const grid = screen.getByRole('table', { name: /^Fighter rankings/ });
    expect(grid).not.toHaveAttribute('aria-busy', 'true');
    return grid;
  });
}

/** The first row's fighter link, found afresh (rows are redrawn as filters change). */
function firstNameLink(grid: HTMLElement): HTMLAnchorElement {
  // eslint-disable-next-line testing-library/no-node-access -- a virtual row by its data index
  const row = grid.querySelector('[role="row"][data-index="0"]') as HTMLElement;
  return within(row).getByRole('link') as HTMLAnchorElement;
}

describe('Filters (n)', () => {
  it('counts each control set once: class, countries, name, comparison date, top ranks, each range', () => {
    const count = (query: string) => fightersFiltersSet(loadFightersSearch(query));
    expect(count('')).toBe(0);
    // Mode, date, sort, columns and the views open are not filters.
    expect(count('?mode=by-date&date=2024-03-01&sort=-points&hide=none&disagree=show')).toBe(0);
    expect(count('?class=LW')).toBe(1);
    expect(count('?class=LW&country=BR&country=PL')).toBe(2);
    expect(count('?class=LW&country=BR&q=ana&vs=2024-01-01&top=10')).toBe(5);
    expect(count('?min_points=10&max_points=20&min_r_glicko1=1500')).toBe(2);
    expect(count('?q=%20%20')).toBe(0);
    expect(filtersLabel(0)).toBe('Filters');
    expect(filtersLabel(3)).toBe('Filters (3)');
  });

  it('says on its button how many filters are set, following each change', async () => {
    renderAppAt('/fighters?mode=by-date&class=WW');
    await rankings();
    // The phone's button is in the page at every width (CSS shows it on a phone only).
    const toggle = screen.getByRole('button', { name: /^Filters/ });
    expect(toggle).toHaveTextContent(/^Filters \(1\)/);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const user = userEvent.setup();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Ranges' }));
    await user.type(await screen.findByRole('spinbutton', { name: 'Top ranks' }), '10');
    await waitFor(() => expect(toggle).toHaveTextContent(/^Filters \(2\)/));
  }, 30_000);

  it('folds on Escape from a field inside, with the focus back on its button', async () => {
    renderAppAt('/fighters?class=WW');
    await rankings();
    const toggle = screen.getByRole('button', { name: /^Filters/ });
    const user = userEvent.setup();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('searchbox', { name: /Search fighters/i }));
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  }, 30_000);
});

describe('opening a fighter keeps the screen’s search', () => {
  it('carries a filter set on the screen in the name’s link, and keeps it when the row opens', async () => {
    renderAppAt('/fighters?mode=by-date&class=WW');
    let grid = await rankings();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ranges' }));
    await user.type(await screen.findByRole('spinbutton', { name: 'Top ranks' }), '10');
    await waitFor(() => expect(params().get('top')).toBe('10'));
    await waitFor(() => expect(grid).toHaveAccessibleDescription(/^10 of [\d,]+ fighters/));

    // The link (to open in a new tab, or followed) names every setting of the screen.
    grid = await rankings();
    await waitFor(() => {
      const href = new URL(firstNameLink(grid).href);
      expect(href.pathname).toMatch(/^\/fighters\/fighter\/WW\//);
      expect(Object.fromEntries(href.searchParams)).toEqual(Object.fromEntries(params()));
    });
    const kept = params().toString();

    await user.click(firstNameLink(grid));
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/fighters\/fighter\/WW\//));
    expect(params().toString()).toBe(kept);
    expect(params().get('top')).toBe('10');

    // Closing keeps it too; and a row opened from the keyboard does the same.
    await user.click(await screen.findByRole('button', { name: /^Close / }));
    await waitFor(() => expect(window.location.pathname).toBe('/fighters'));
    expect(params().get('top')).toBe('10');
    grid = await rankings();
    // eslint-disable-next-line testing-library/no-node-access -- a virtual row by its data index
    const second = grid.querySelector('[role="row"][data-index="1"]') as HTMLElement;
    second.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/fighters\/fighter\/WW\//));
    expect(params().get('top')).toBe('10');
    expect(params().get('class')).toBe('WW');
    expect(params().get('mode')).toBe('by-date');
  }, 60_000);
});
