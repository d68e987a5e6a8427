// The Apache ECharts peer (canvas renderer): the same histories as lines with a symbol per point.
import { LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { COLOURS, loadSeries } from './chart-data.ts';
import { markPainted } from './peer-api.ts';

// ECharts' module registry, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
use([LineChart, GridComponent, TooltipComponent, CanvasRenderer]);

async function start(): Promise<void> {
  const series = await loadSeries();
  const element = document.getElementById('chart') as HTMLElement;
  const chart = init(element, undefined, { renderer: 'canvas' });
  // Before setOption: without animation the chart may finish drawing within that call.
  let marked = false;
  chart.on('finished', () => {
    if (marked) return;
    marked = true;
    markPainted();
  });
  chart.setOption({
    animation: false,
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'time' },
    yAxis: { type: 'value', scale: true },
    series: series.map((s, i) => ({
      type: 'line',
      name: `Player ${s.playerId}`,
      showSymbol: true,
      symbolSize: 4,
      color: COLOURS[i % COLOURS.length],
      data: Array.from(s.t, (t, j) => [t, s.rating[j]]),
    })),
  });
}

start().catch((error: unknown) => {
  document.body.dataset.error = error instanceof Error ? error.message : 'failed';
});
