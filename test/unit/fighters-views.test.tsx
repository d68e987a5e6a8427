// Where the rating systems disagree, as a person opens it: from its button, kept in the URL, the
// fighters ranked most differently listed with their ranks, each opening the fighter.
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { disagreements } from '../../src/features/fighters/disagreement/disagreement.ts';
import type { FighterRow } from '../../src/features/fighters/data/fighter-data.ts';
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

describe('Fighters: where the rating systems disagree', () => {
  it('lists the fighters ranked most differently, keeps the view in the URL, and opens a fighter', async () => {
    const dates = demoDates().sort().reverse();
    const rows: FighterRow[] = demoFightersAt(dates[0] as string, 'LW');
    const [worst] = disagreements(rows);
    expect(worst).toBeDefined();

    const user = userEvent.setup();
    renderAppAt('/fighters?mode=by-date&class=LW');
    await user.click(await screen.findByRole('button', { name: 'Where ratings disagree' }));
    // The view's code and the date's rows arrive separately; under a full parallel run, slowly.
    const view = await screen.findByRole('region', { name: 'Where the rating systems disagree' });
    await waitFor(() => expect(params().get('disagree')).toBe('show'));
    // The three systems' table (the most contested by all four measures follows it).
    const table = within(view).getByRole('table', { name: /^Rank under each rating system/ });
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(first).toHaveTextContent(worst?.row.name as string);
    expect(within(first).getAllByRole('cell').at(-1)).toHaveTextContent(String(worst?.spread));

    // The systems compared are chosen, and kept.
    await user.selectOptions(within(view).getByRole('combobox', { name: 'Up' }), 'r_elomod1');
    await waitFor(() => expect(params().get('up')).toBe('r_elomod1'));

    await user.click(within(first).getByRole('button'));
    expect(
      await screen.findByRole('region', { name: worst?.row.name as string }),
    ).toBeInTheDocument();
    // The chart's code, the date's rows and the panel's each arrive in turn: slow on a busy machine.
  }, 40_000);
});
