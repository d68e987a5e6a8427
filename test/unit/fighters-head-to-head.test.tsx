// Head-to-head: the URL round trip (each fighter keeps its colour slot), adding from a fighter's
// panel, at most four, and the CSV of one row per fighter and date.
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RowOf } from '../../src/api/catalog.ts';
import {
  addContender,
  readContenders,
  writeContenders,
} from '../../src/features/fighters/head-to-head/head-to-head.ts';
import { renderAppAt } from '../render-app.tsx';
import { captureDownloads } from '../download-helpers.ts';
import { useDemoApi } from '../msw.ts';
import { demoLatestFighters } from './demo-data.ts';

useDemoApi();

beforeAll(async () => {
  // The panel's own chunk too, loaded once here, as the other screen tests do: on a busy machine
  // its first load outlasted the wait for its Compare button.
  await import('../../src/features/fighters/panel/fighter-panel.tsx');
  await import('../../src/features/fighters/fighters-routes.tsx');
  await import('../../src/features/fighters/head-to-head/fighters-head-to-head.tsx');
});

type Latest = RowOf<'fighter_ratings', 'fighters_view'>;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const h2h = () => new URLSearchParams(window.location.search).getAll('h2h');

describe('head-to-head entries', () => {
  it('keep their colour slot, refuse repeats and a fifth, and read back what they wrote', () => {
    let list = addContender([], { classCode: 'LW', name: 'Ann' });
    list = addContender(list, { classCode: 'HW', name: 'Bob' });
    list = addContender(list, { classCode: 'LW', name: 'Ann' });
    expect(list.map((c) => c.slot)).toEqual([0, 1]);
    list = list.filter((c) => c.name !== 'Ann');
    list = addContender(list, { classCode: 'FLY', name: 'Cid: the 2nd' });
    expect(list.map((c) => [c.name, c.slot])).toEqual([
      ['Bob', 1],
      ['Cid: the 2nd', 0],
    ]);
    list = addContender(list, { classCode: 'A', name: 'D' });
    list = addContender(list, { classCode: 'A', name: 'E' });
    expect(addContender(list, { classCode: 'A', name: 'F' })).toHaveLength(4);
    expect(readContenders(writeContenders(list))).toEqual(list);
    expect(readContenders(['9:LW:x', 'nonsense', '1:HW:Bob', '1:LW:Other'])).toEqual([
      { slot: 1, classCode: 'HW', name: 'Bob' },
    ]);
  });
});

describe('Fighters: head-to-head', () => {
  it('opens from the URL, adds from a panel, keeps colours when one is removed, and exports CSV', async () => {
    const latest: Latest[] = demoLatestFighters();
    const lw = latest.find((r) => r.weight_class_code === 'LW') as Latest;
    const hw = latest.find((r) => r.weight_class_code === 'HW') as Latest;
    const fly = latest.find((r) => r.weight_class_code === 'FLY') as Latest;
    const user = userEvent.setup();
    renderAppAt(
      `/fighters?span=12&h2h=${encodeURIComponent(`0:LW:${lw.name}`)}&h2h=${encodeURIComponent(`2:HW:${hw.name}`)}`,
    );
    const view = await screen.findByRole('region', { name: 'Head-to-head' });
    const compared = within(view).getByRole('list', { name: 'Fighters compared' });
    expect(within(compared).getAllByRole('listitem')).toHaveLength(2);
    await within(view).findByText(/12 published dates\./, {});

    // The CSV: one row per fighter and date.
    const downloads = captureDownloads();
    await user.click(within(view).getByRole('button', { name: 'Export CSV' }));
    const lines = (await downloads.lastText()).split('\r\n');
    expect(lines[0]).toBe('Fighter,Class code,Date,Rank,Points,Glicko-1,Elo K170,Elo Mod');
    const names = new Set(lines.slice(1).map((line) => line.split(',')[0]?.replace(/"/g, '')));
    expect(names).toEqual(new Set([lw.name, hw.name]));
    expect(lines.length - 1).toBeGreaterThan(2);
    expect(lines.length - 1).toBeLessThanOrEqual(24);

    // Removing the first keeps the second in its slot (so in its colour).
    await user.click(
      within(view).getByRole('button', { name: `Remove ${lw.name} from head-to-head` }),
    );
    await waitFor(() => expect(h2h()).toEqual([`2:HW:${hw.name}`]));

    // Added from a fighter's panel: the lowest free slot.
    window.history.pushState(
      {},
      '',
      `/fighters/fighter/FLY/${encodeURIComponent(fly.name as string)}${window.location.search}`,
    );
    window.dispatchEvent(new PopStateEvent('popstate'));
    await user.click(await screen.findByRole('button', { name: 'Compare head-to-head' }));
    await waitFor(() => expect(h2h()).toEqual([`2:HW:${hw.name}`, `0:FLY:${fly.name}`]));
    expect(screen.getByRole('button', { name: 'In head-to-head' })).toBeDisabled();

    // Found by name, from any class: the next free slot.
    const other = latest.find(
      (r) => r.weight_class_code !== 'FLY' && r.weight_class_code !== 'HW' && r.name,
    ) as Latest;
    const finder = within(screen.getByRole('region', { name: 'Head-to-head' })).getByRole(
      'combobox',
      { name: 'Add a fighter' },
    );
    await user.type(finder, other.name as string);
    await user.click(
      await screen.findByRole('option', {
        name: new RegExp(`^${escapeRegExp(other.name as string)}`),
      }),
    );
    await waitFor(() =>
      expect(h2h()).toEqual([
        `2:HW:${hw.name}`,
        `0:FLY:${fly.name}`,
        `1:${other.weight_class_code}:${other.name}`,
      ]),
    );
    // Twelve dates of two classes, a panel and a search: room for a busy machine (16–21 s at load 12).
  }, 40_000);
});
