// Every character of the Unicode Bidi_Control set in a league's title, its country and a player's
// name reaches the DOM only as a visible mark, never as itself: one test per character of the table
// (src/lib/text.ts), then all of them at once in a fighter's and a player's screens. Rows are the
// demo API's, the text changed on the way.
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createDemoApiHandler } from '../../demo-api/handler.ts';
import { BIDI_CONTROLS } from '../../src/lib/text.ts';
import { renderAppAt } from '../render-app.tsx';
import { server, useDemoApi } from '../msw.ts';
import { demoLatestFighters, demoLeaguePlayers, demoLeagues } from './demo-data.ts';

useDemoApi();
const handle = createDemoApiHandler();

beforeAll(async () => {
  await Promise.all([
    import('../../src/features/fighters/fighters-routes.tsx'),
    import('../../src/features/football/football-routes.tsx'),
  ]);
});

// Written out here, not taken from the app: the table must hold exactly Unicode's Bidi_Control set.
const UNICODE_BIDI_CONTROL = [
  0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069,
];
const hex = (char: string) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase()}`;

/** Every text the document holds, in its text nodes and its attributes (labels, titles, links). */
function documentTexts(): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node as Element;
    for (const attribute of element.attributes) texts.push(attribute.value);
    for (const child of element.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) texts.push(child.textContent ?? '');
    }
  }
  return texts;
}

/** The texts that still hold `char`. */
function holding(char: string): string[] {
  return documentTexts().filter((text) => text.includes(char));
}

function changeRows(hub: string, view: string, change: (row: Record<string, unknown>) => void) {
  server.use(
    http.get(`*/v1/data/views/${hub}/${view}`, async ({ request }) => {
      const rows = (await (await handle(request)).json()) as Record<string, unknown>[];
      rows.forEach(change);
      return HttpResponse.json(rows);
    }),
  );
}

describe('the bidi control table', () => {
  it('is the whole Unicode Bidi_Control set', () => {
    expect([...BIDI_CONTROLS].map((c) => c.codePointAt(0))).toEqual(UNICODE_BIDI_CONTROL);
  });
});

describe.each([...BIDI_CONTROLS].map((char) => [hex(char), char]))(
  '%s in a league’s title, its country and a player’s name',
  (_, char) => {
    it('reaches the DOM only as a visible mark', async () => {
      const appId = demoLeagues()[0]?.app_id as string;
      const title = demoLeagues()[0]?.app_title as string;
      changeRows('football_player_ratings', 'available_leagues', (row) => {
        if (row.app_id !== appId) return;
        row.app_title = `${char}${title}`;
        row.country = `Evil${char}land`;
      });
      changeRows('football_player_ratings', 'league_players', (row) => {
        row.player_name = `Ann${char} Spoof`;
      });
      renderAppAt(`/football/leagues/${appId}`);
      const heading = await screen.findByRole('heading', {
        level: 1,
        name: new RegExp(`${title}$`),
      });
      expect(heading.textContent).not.toContain(char);
      const table = await screen.findByRole('table', { name: /Players of/ });
      expect((await within(table).findAllByText(/^Ann. Spoof$/)).length).toBeGreaterThan(0);
      expect(holding(char)).toEqual([]);
    });
  },
);

describe('every bidi control at once', () => {
  const all = BIDI_CONTROLS;

  it('in a fighter’s name and country on the Fighters list', async () => {
    const fighter = demoLatestFighters().find((f) => f.weight_class_code === 'LW');
    changeRows('fighter_ratings', 'fighters_view', (row) => {
      if (row.name !== fighter?.name) return;
      row.name = `Spoof${all}er`;
      row.home_country = `${all}Evil`;
    });
    renderAppAt('/fighters?class=LW');
    const table = await screen.findByRole('table', { name: /^Fighter rankings/ });
    await waitFor(() => expect(table).toHaveTextContent(/Spoof.{12}er/));
    for (const char of all) expect(holding(char)).toEqual([]);
  });

  it('in a player’s name and team on the player’s screen', async () => {
    const appId = demoLeagues()[0]?.app_id as string;
    const id = demoLeaguePlayers(appId)[0]?.player_id as number;
    changeRows('football_player_ratings', 'player_ratings_history', (row) => {
      row.player_name = `Ann${all} Spoof`;
      row.team_name = `Evil${all}gnp.exe`;
    });
    renderAppAt(`/football/players/${id}`);
    const table = await screen.findByRole('table', { name: /Rating history of/ });
    await waitFor(() => expect(table).toHaveTextContent(/Evil.{12}gnp\.exe/));
    for (const char of all) expect(holding(char)).toEqual([]);
  });
});
