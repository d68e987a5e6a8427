// The football rating chart's image names where the player was found: the league when the page was
// opened from one (its title, as the breadcrumb shows it), else the player's teams.
import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { captureDownloads } from '../download-helpers.ts';
import { renderAppAt } from '../render-app.tsx';
import { readSvg } from '../svg-file.ts';
import { useDemoApi } from '../msw.ts';
import { demoHistory, demoLeaguePlayers, demoLeagues } from './demo-data.ts';

useDemoApi();

beforeAll(async () => {
  await Promise.all([
    import('../../src/features/football/football-routes.tsx'),
    import('../../src/features/football/chart/rating-chart.tsx'),
    import('../../src/components/chart-download.tsx'),
    import('../../src/lib/chart-image.ts'),
  ]);
});

const league = demoLeagues()[0];
const appId = league?.app_id as string;
const playerId = demoLeaguePlayers(appId)[0]?.player_id as number;

async function savedSvgWords(url: string): Promise<string> {
  const downloads = captureDownloads();
  const user = userEvent.setup();
  renderAppAt(url);
  const menu = await screen.findByRole('button', { name: 'Download chart' });
  await user.click(menu);
  await user.click(screen.getByRole('button', { name: 'Download chart as SVG' }));
  return readSvg(await downloads.lastText()).words;
}

describe('Football rating chart: Download', () => {
  it('names the league in the source line when the page was opened from it', async () => {
    const words = await savedSvgWords(`/football/players/${playerId}?league=${appId}`);
    expect(words).toContain(`\u2068${league?.app_title as string}\u2069`);
  });

  it('names the player’s teams otherwise', async () => {
    const firstTeam = demoHistory(playerId).find((r) => r.team_name)?.team_name as string;
    const words = await savedSvgWords(`/football/players/${playerId}`);
    expect(words).toContain(firstTeam);
    expect(words).not.toContain(`\u2068${league?.app_title as string}\u2069`);
  });
});
