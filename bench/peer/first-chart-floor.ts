// The floor for the time to a player's first chart: a page with no framework, no chart library and
// no app code, served by the same server, that requests the same history the player page requests
// (`?ids=` names the player; this tab's key) and draws it as one SVG line, every appearance a
// vertex. No page can draw that player's chart sooner on the same machine and network.
import { idsFromUrl, loadSeries } from './chart-data.ts';
import { markPainted } from './peer-api.ts';

const SVG = 'http://www.w3.org/2000/svg';

async function start(): Promise<void> {
  if (idsFromUrl().length === 0) throw new Error('Name a player: ?ids=<player_id>.');
  const [series] = await loadSeries();
  const svg = document.getElementById('chart') as unknown as SVGSVGElement;
  const width = svg.getBoundingClientRect().width || 360;
  const height = 240;
  const n = series?.t.length ?? 0;
  if (!series || n === 0) throw new Error('The player has no rated appearance.');
  const t0 = series.t[0] as number;
  const t1 = series.t[n - 1] as number;
  let lo = Infinity;
  let hi = -Infinity;
  for (const r of series.rating) {
    lo = Math.min(lo, r);
    hi = Math.max(hi, r);
  }
  const x = (t: number) => (t1 === t0 ? width / 2 : ((t - t0) / (t1 - t0)) * width);
  const y = (r: number) => (hi === lo ? height / 2 : height - ((r - lo) / (hi - lo)) * height);
  const points: string[] = [];
  for (let i = 0; i < n; i++) {
    points.push(
      `${x(series.t[i] as number).toFixed(1)},${y(series.rating[i] as number).toFixed(1)}`,
    );
  }
  const line = document.createElementNS(SVG, 'polyline');
  line.setAttribute('points', points.join(' '));
  line.setAttribute('fill', 'none');
  line.setAttribute('stroke', '#2f6db5');
  svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
  svg.append(line);
  markPainted();
}

start().catch((error: unknown) => {
  document.body.dataset.error = error instanceof Error ? error.message : 'failed';
});
