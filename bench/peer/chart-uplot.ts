// The uPlot peer: the same histories drawn as lines with a point per appearance, on canvas.
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { COLOURS, loadSeries } from './chart-data.ts';
import { markPainted } from './peer-api.ts';

async function start(): Promise<void> {
  const series = await loadSeries();
  // uPlot wants one shared x array: every date of every player, each player null where absent.
  const times = [...new Set(series.flatMap((s) => [...s.t]))].sort((a, b) => a - b);
  const at = new Map(times.map((t, i) => [t, i]));
  const ys = series.map((s) => {
    const y: (number | null)[] = new Array<number | null>(times.length).fill(null);
    s.t.forEach((t, i) => {
      y[at.get(t) as number] = s.rating[i] as number;
    });
    return y;
  });
  const element = document.getElementById('chart') as HTMLElement;
  new uPlot(
    {
      width: element.clientWidth || 1200,
      height: 380,
      scales: { x: { time: true } },
      series: [
        {},
        ...series.map((s, i) => ({
          label: `Player ${s.playerId}`,
          stroke: COLOURS[i % COLOURS.length],
          spanGaps: true,
          points: { show: true, size: 4 },
        })),
      ],
    },
    [times.map((t) => t / 1000), ...ys],
    element,
  );
  markPainted();
}

start().catch((error: unknown) => {
  document.body.dataset.error = error instanceof Error ? error.message : 'failed';
});
