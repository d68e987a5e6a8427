// The division history's Download menu, against the demo API through MSW: Download SVG on Ranks
// over time saves a file named after the class and the span, titled with the class and the top N,
// drawing every line alike (no highlight left by the focus), and never holding the key.
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { captureDownloads } from '../download-helpers.ts';
import { renderAppAt } from '../render-app.tsx';
import { readSvg } from '../svg-file.ts';
import { useDemoApi } from '../msw.ts';
import { demoDates, demoFightersAt } from './demo-data.ts';

useDemoApi();

beforeAll(async () => {
  await import('../../src/features/fighters/history/fighters-history.tsx');
  await import('../../src/components/chart-download.tsx');
  await import('../../src/lib/chart-image.ts');
});

// The demo API's key (the only one it answers): no part of the image may hold it.
const KEY = 'demo';
const CLASS = 'LW';
const SPAN = demoDates().sort().slice(-6);
const FROM = SPAN[0] as string;
const TO = SPAN[SPAN.length - 1] as string;

describe('Fighters history: Download', () => {
  it('saves Ranks over time as an SVG named after the class and span, with its title, no key', async () => {
    const className = demoFightersAt(TO, CLASS)[0]?.weight_class_name as string;
    const slug = className.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const downloads = captureDownloads();
    const user = userEvent.setup();
    renderAppAt(`/fighters/history?class=${CLASS}&top=5&from=${FROM}&to=${TO}`, { key: KEY });
    // Every fighter in the top 5 at any date of the span has a line, counted from the generators.
    const inTop5 = new Set(
      SPAN.flatMap((date) =>
        demoFightersAt(date, CLASS)
          .filter((row) => typeof row.rank === 'number' && row.rank <= 5)
          .map((row) => row.name),
      ),
    );
    const chart = await screen.findByRole('group', { name: /by rank/ });
    const lines = () => within(chart).queryAllByRole('link');
    await waitFor(() => expect(lines()).toHaveLength(inTop5.size));
    // A line picked by the keyboard, then the menu: the image draws no line picked.
    lines()[0]?.focus();
    // The readout names the picked line's fighter and rank.
    expect(await screen.findByText(/: #\d+ on .* · best #/)).toBeInTheDocument();
    // The first menu is Ranks over time's (Depth's comes after it).
    const menus = await screen.findAllByRole('button', { name: 'Download chart' });
    expect(menus).toHaveLength(2);
    await user.click(menus[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Download chart as SVG' }));
    const text = await downloads.lastText();
    expect(downloads.lastName()).toBe(`${slug}-ranks-${FROM}-to-${TO}.svg`);
    const svg = readSvg(text);
    expect(svg.errors).toBe(0);
    expect(svg.words).toContain(`Ranks over time: top 5 of \u2068${className}\u2069`);
    expect(svg.words).toContain('Data Views · fighter_ratings · fighters_historical_view');
    expect(svg.words).toMatch(/Made \d{4}-\d{2}-\d{2}/);
    expect(svg.count('.history-line')).toBe(inTop5.size);
    expect(svg.count('.history-line--on')).toBe(0);
    expect(svg.count('circle')).toBe(0);
    expect(text.toLowerCase()).not.toContain(KEY);
    expect(downloads.lastName()).not.toContain(KEY);
  });
});
