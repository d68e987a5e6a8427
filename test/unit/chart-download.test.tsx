// The Download menu of a chart: Download SVG saves the chart under the name the chart's info gives,
// with the title and source line inside and never the key; the fighters' trajectory chart has it.
import { describe, expect, it } from 'vitest';
import { useRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { captureDownloads } from '../download-helpers.ts';
import { readSvg } from '../svg-file.ts';
import { ChartDownload, type ChartDownloadInfo } from '../../src/components/chart-download.tsx';
import FighterTrajectoryChart from '../../src/features/fighters/charts/fighter-trajectory-chart.tsx';
import { storeKey } from '../../src/session/key-storage.ts';

const SECRET = 'sk-live-2b8e-never-in-a-download';

const INFO: ChartDownloadInfo = {
  title: 'Ratings and rank of Ann <b>Lee</b> over time',
  names: ['Ann <b>Lee</b>'],
  view: ['fighter_ratings', 'fighters_historical_view'],
  dates: ['2016-01-15', '2026-11-01'],
  scope: 'Lightweight',
  system: 'Glicko-1',
  filename: ['Ann <b>Lee</b>', 'Lightweight', 'ratings', '2016-01-15', 'to', '2026-11-01'],
};

function Chart() {
  const box = useRef<HTMLDivElement>(null);
  return (
    <>
      <ChartDownload chart={box} {...INFO} />
      <div ref={box}>
        <svg width="300" height="150">
          <circle cx="10" cy="10" r="4" fill="var(--dv-chart-1, #1f5fbf)" />
        </svg>
      </div>
    </>
  );
}

describe('ChartDownload', () => {
  it('Download chart as SVG saves the chart under its name, titled, sourced, without the key', async () => {
    storeKey(SECRET);
    const downloads = captureDownloads();
    const user = userEvent.setup();
    render(<Chart />);
    await user.click(screen.getByRole('button', { name: 'Download chart' }));
    await user.click(screen.getByRole('button', { name: 'Download chart as SVG' }));
    const text = await downloads.lastText();
    const name = downloads.lastName();
    expect(name).toBe('ann-b-lee-b-lightweight-ratings-2016-01-15-to-2026-11-01.svg');
    expect(await screen.findByRole('status')).toHaveTextContent(`Saved ${name}`);
    const svg = readSvg(text);
    expect(svg.errors).toBe(0);
    expect(svg.count('b')).toBe(0);
    const words = svg.words;
    expect(words).toContain('Ann <b>Lee</b>');
    expect(words).toContain('Data Views · fighter_ratings · fighters_historical_view');
    expect(words).toContain('15 Jan 2016 to 1 Nov 2026');
    expect(words).toContain('Lightweight');
    expect(words).toMatch(/Made \d{4}-\d{2}-\d{2}/);
    expect(text).not.toContain('var(');
    expect(text).not.toContain(SECRET);
    expect(name).not.toContain(SECRET);
  });

  it('is on the fighter trajectory chart, and its SVG holds the chart and its key', async () => {
    const downloads = captureDownloads();
    const user = userEvent.setup();
    const points = ['2024-01-01', '2024-02-01', '2024-03-01'].map((date, i) => ({
      date,
      rated: true,
      rank: 3 - i,
      points: 100 + i,
      r_glicko1: 1500 + 10 * i,
      r_elok170: 1510 + 5 * i,
      r_elomod1: 1490 + 7 * i,
    }));
    render(<FighterTrajectoryChart points={points} title="Ratings of Ann Lee" download={INFO} />);
    await user.click(await screen.findByRole('button', { name: 'Download chart' }));
    await user.click(screen.getByRole('button', { name: 'Download chart as SVG' }));
    const file = await downloads.lastText();
    expect(downloads.lastName()).toBe(
      'ann-b-lee-b-lightweight-ratings-2016-01-15-to-2026-11-01.svg',
    );
    const svg = readSvg(file);
    // The chart itself (Recharts' surface) is inside, and the key names the three ratings.
    expect(svg.count('.recharts-surface')).toBe(1);
    for (const name of ['Glicko-1', 'Elo K170', 'Elo Mod', 'Rank'])
      expect(svg.words).toContain(name);
  });
});
