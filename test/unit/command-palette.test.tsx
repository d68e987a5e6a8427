// Go anywhere: Ctrl+K (or the header's Search) opens a dialog that finds screens, weight classes,
// fighters from the ratings already loaded, leagues and players, and jumps there by keyboard.
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RowOf } from '../../src/api/catalog.ts';
import { renderAppAt } from '../render-app.tsx';
import { useDemoApi } from '../msw.ts';
import { demoLatestFighters, demoLeaguePlayers, demoLeagues } from './demo-data.ts';
import { rankingsTable } from '../table-helpers.ts';

useDemoApi();

type Fighter = RowOf<'fighter_ratings', 'fighters_view'>;
type LeaguePlayer = RowOf<'football_player_ratings', 'league_players'>;

beforeAll(async () => {
  await Promise.all([
    import('../../src/app/command-palette.tsx'),
    import('../../src/features/fighters/fighters-routes.tsx'),
    import('../../src/features/football/football-routes.tsx'),
  ]);
});

describe('the command palette', () => {
  it('finds a fighter of the loaded ratings by name, and opens them, by keyboard alone', async () => {
    const latest = demoLatestFighters();
    const fighter = latest[42] as Fighter;
    const user = userEvent.setup();
    renderAppAt('/fighters');
    await rankingsTable();
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Go to' });
    const box = within(dialog).getByRole('combobox', { name: /Go to a screen/ });
    expect(box).toHaveFocus();
    await user.type(box, `${(fighter.name as string).toLowerCase()}`);
    const option = await within(dialog).findByRole('option', {
      name: new RegExp(`${fighter.name as string}.*${fighter.weight_class_name as string}`),
    });
    expect(option).toBeVisible();
    // Arrow keys move the active option; Enter goes to the one that is active.
    while (box.getAttribute('aria-activedescendant') !== option.id) {
      await user.keyboard('{ArrowDown}');
    }
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(decodeURIComponent(window.location.pathname)).toBe(
        `/fighters/fighter/${fighter.weight_class_code as string}/${fighter.name as string}`,
      ),
    );
    expect(screen.queryByRole('dialog', { name: 'Go to' })).not.toBeInTheDocument();
  });

  it('opens from the header button, lists weight classes, leagues and players, and closes on Escape', async () => {
    const leagues = demoLeagues();
    const players = demoLeaguePlayers(leagues[2]?.app_id as string);
    const player = players[3] as LeaguePlayer;
    const user = userEvent.setup();
    renderAppAt('/fighters');
    await rankingsTable();
    await user.click(screen.getByRole('button', { name: /Search/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Go to' });
    const box = within(dialog).getByRole('combobox');
    await user.type(box, 'lightweight');
    expect(await within(dialog).findByRole('option', { name: /Lightweight \(LW\)/ })).toBeVisible();
    await user.clear(box);
    await user.type(box, leagues[2]?.app_title as string);
    expect(
      await within(dialog).findByRole('option', {
        name: new RegExp(`^${leagues[2]?.app_title as string}`),
      }),
    ).toBeVisible();
    await user.clear(box);
    await user.type(box, player.player_name as string);
    const found = await within(dialog).findByRole('option', {
      name: new RegExp(`ID ${player.player_id as number}`),
    });
    await user.click(found);
    await waitFor(() =>
      expect(window.location.pathname).toBe(`/football/players/${player.player_id as number}`),
    );

    await user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('dialog', { name: 'Go to' });
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Go to' })).not.toBeInTheDocument(),
    );
  });
});
