// The chart image builder: a standalone SVG with the title, key and source line, the page's CSS
// variables resolved to values, service text escaped, and never the API key.
import { afterEach, describe, expect, it } from 'vitest';
import { buildChartSvg, resolveVariables } from '../../src/lib/chart-image.ts';
import { safeFilename } from '../../src/lib/filename.ts';
import { storeKey } from '../../src/session/key-storage.ts';
import { ratingImage } from '../../src/features/football/chart/rating-chart-image.ts';
import { readSvg } from '../svg-file.ts';
import type { ChartSeries } from '../../src/features/football/chart/chart-data.ts';

const SECRET = 'sk-live-7f3a9c1e-not-for-images';
const SVG_NS = 'http://www.w3.org/2000/svg';

/** A small chart as a page draws it: colours through CSS variables, one with no value set. */
function drawnChart(): SVGSVGElement {
  const box = document.createElement('div');
  box.innerHTML = `<svg xmlns="${SVG_NS}" width="400" height="200" viewBox="0 0 400 200">
    <line x1="0" y1="0" x2="400" y2="200" stroke="var(--dv-test-line, #1f5fbf)"/>
    <text x="10" y="20" fill="var(--dv-test-ink)">2,000</text>
    <rect width="10" height="10" style="fill: var(--dv-test-unset, #abcdef)"/>
  </svg>`;
  document.body.append(box);
  return box.querySelector('svg') as SVGSVGElement;
}

function parse(text: string) {
  const svg = readSvg(text);
  expect(svg.errors).toBe(0);
  return svg;
}

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute('style');
});

describe('buildChartSvg', () => {
  it('writes the title, key and source line, with the CSS variables as values', () => {
    document.documentElement.style.setProperty('--dv-test-line', '#102030');
    document.documentElement.style.setProperty('--dv-test-ink', '#405060');
    const image = buildChartSvg(drawnChart(), {
      title: 'Ratings and rank of Ann Lee over time',
      source: [
        'Data Views · fighter_ratings · fighters_historical_view',
        '1 Dec 2024 to 1 Nov 2026',
      ],
      made: '2026-11-27',
      key: [{ name: 'Glicko-1', colour: 'var(--dv-test-unset, #1f5fbf)' }],
    });
    const texts = parse(image.text).words;
    expect(texts).toContain('Ratings and rank of Ann Lee over time');
    expect(texts).toContain('Glicko-1');
    expect(texts).toMatch(/fighter_ratings · fighters_historical_view/);
    expect(texts).toMatch(/Made 2026-11-27/);
    expect(image.text).not.toContain('var(');
    expect(image.text).toContain('#102030');
    expect(image.text).toContain('#405060');
    // No value set: the fallback the page would use.
    expect(image.text).toContain('#abcdef');
    expect(image.width).toBeGreaterThanOrEqual(400);
    expect(image.height).toBeGreaterThan(200);
  });

  it('writes markup from the service as text, never as elements', () => {
    const name = '<script>alert(1)</script><image href="x" onerror="alert(2)"/>';
    const image = buildChartSvg(drawnChart(), {
      title: `Ratings and rank of ${name} over time`,
      source: [name],
      made: '2026-11-27',
      key: [{ name, colour: '#000' }],
    });
    const svg = parse(image.text);
    expect(svg.count('script')).toBe(0);
    expect(svg.count('[onerror]')).toBe(0);
    expect(image.text).not.toContain('<script>');
    expect(svg.title).toContain('<script>alert(1)</script>');
  });

  it('never holds the API key, in the image or its file name', () => {
    storeKey(SECRET);
    const image = buildChartSvg(drawnChart(), {
      title: 'Rating over time: Nilis Dalenros',
      source: ['Data Views · football_player_ratings · player_ratings_history'],
      made: '2026-11-27',
    });
    expect(sessionStorage.length).toBeGreaterThan(0);
    expect(image.text).not.toContain(SECRET);
    expect(safeFilename(['nilis dalenros', 'rating'], 'svg')).not.toContain(SECRET);
  });
});

describe('resolveVariables', () => {
  it('resolves nested fallbacks and drops a variable with neither value nor fallback', () => {
    const lookup = (name: string) => (name === '--b' ? 'red' : '');
    expect(resolveVariables('var(--a, var(--b, blue))', lookup)).toBe('red');
    expect(resolveVariables('var(--a, rgb(1, 2, 3))', lookup)).toBe('rgb(1, 2, 3)');
    expect(resolveVariables('1px solid var(--a)', lookup)).toBe('1px solid ');
  });
});

describe('chart file names', () => {
  it('say what the image is: who, what and the dates', () => {
    expect(safeFilename(['Lightweight', 'ranks', '2016-01-15', 'to', '2026-11-01'], 'svg')).toBe(
      'lightweight-ranks-2016-01-15-to-2026-11-01.svg',
    );
    const row = (date: string, rating: number) =>
      ({ date, rating, team_name: 'Ajax', minutes: 90 }) as unknown as ChartSeries['rows'][number];
    const series: ChartSeries[] = [
      {
        playerId: 7 as unknown as ChartSeries['playerId'],
        name: 'Nilis Dalenrós',
        colour: '#1f5fbf',
        rows: [row('2020-01-01', 6.5), row('2024-06-30', 7.1)],
      },
    ];
    const { download } = ratingImage(series, 'none');
    expect(safeFilename(download.filename, 'png')).toBe(
      'nilis-dalenros-rating-2020-01-01-to-2024-06-30.png',
    );
    expect(download.dates).toEqual(['2020-01-01', '2024-06-30']);
    expect(download.scope).toBe('Ajax');
    // Opened from a league: the source line names the league, not the teams.
    expect(ratingImage(series, 'none', 'Eredivisie').download.scope).toBe('Eredivisie');
    expect(ratingImage(series, 'none', null).download.scope).toBe('Ajax');
  });
});
