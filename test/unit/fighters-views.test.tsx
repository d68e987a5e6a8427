// Where the rating systems disagree, as a person opens it: from its button, kept in the URL, the
// fighters ranked most differently listed with their ranks, each opening the fighter.
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt } from '../render-app.tsx';
import { useDemoApi } from '../msw.ts';
import { demoDates, demoFightersAt } from './demo-data.ts';

useDemoApi();

beforeAll(async () => {
  // The panel's own chunk, loaded once here: under a full parallel run it can arrive slowly.
  await import('../../src/features/fighters/panel/fighter-panel.tsx');
  await import('../../src/features/fighters/fighters-routes.tsx');
  await import('../../src/features/fighters/disagreement/fighters-disagreement.tsx');
});

const params = () => new URLSearchParams(window.location.search);

type Row = ReturnType<typeof demoFightersAt>[number];
const SYSTEMS = ['r_glicko1', 'r_elok170', 'r_elomod1'] as const;

/**
 * The fighter the three systems rank furthest apart, worked out here from the demo API's rows (not
 * by the app's code): each system's rank (1 = highest, ties share the better rank), the spread
 * between a fighter's best and worst, the widest first and, among equals, the first in the rows.
 */
function mostDisputed(rows: readonly Row[]): { name: string; spread: number } {
  const rankOf = SYSTEMS.map((system) => {
    const values = rows
      .map((row) => row[system])
      .filter((v): v is number => typeof v === 'number')
      .sort((a, b) => b - a);
    return (row: Row) => {
      const value = row[system];
      return typeof value === 'number' ? values.indexOf(value) + 1 : null;
    };
  });
  let best = { name: '', spread: -1 };
  for (const row of rows) {
    const ranks = rankOf.map((rank) => rank(row));
    if (ranks.some((r) => r === null)) continue;
    const spread = Math.max(...(ranks as number[])) - Math.min(...(ranks as number[]));
    if (spread > best.spread) best = { name: String(row.name), spread };
  }
  return best;
}

describe('Fighters: where the rating systems disagree', () => {
  it('lists the fighters ranked most differently, keeps the view in the URL, and opens a fighter', async () => {
    const dates = demoDates().sort().reverse();
    const worst = mostDisputed(demoFightersAt(dates[0] as string, 'LW'));
    expect(worst.spread).toBeGreaterThan(0);

    const user = userEvent.setup();
    renderAppAt('/fighters?mode=by-date&class=LW');
    await user.click(await screen.findByRole('button', { name: 'Where ratings disagree' }));
    // The view's code and the date's rows arrive separately; under a full parallel run, slowly.
    const view = await screen.findByRole('region', { name: 'Where the rating systems disagree' });
    await waitFor(() => expect(params().get('disagree')).toBe('show'));
    // The three systems' table (the most contested by all four measures follows it).
    const table = within(view).getByRole('table', { name: /^Rank under each rating system/ });
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(first).toHaveTextContent(worst.name);
    expect(within(first).getAllByRole('cell').at(-1)).toHaveTextContent(String(worst.spread));

    // The systems compared are chosen, and kept.
    await user.selectOptions(within(view).getByRole('combobox', { name: 'Up' }), 'r_elomod1');
    await waitFor(() => expect(params().get('up')).toBe('r_elomod1'));

    await user.click(within(first).getByRole('button'));
    expect(await screen.findByRole('region', { name: worst.name })).toBeInTheDocument();
    // The chart's code, the date's rows and the panel's each arrive in turn: slow on a busy machine.
  }, 40_000);
});
