// The benchmark's figures: which samples each one summarises, its unit and its target (issue 6).

const screenFigures = (screen, title, { chart = 'no' } = {}) => [
  {
    id: `size.${screen}.js`,
    group: 'Size',
    label: `${title}: JavaScript loaded before the first rows (gzip)`,
    unit: 'KB',
    // Reported, not budgeted: speed is judged by the time figures (DEVELOPERS.md).
    ours: `screen.${screen}.js`,
  },
  {
    id: `size.${screen}.css`,
    group: 'Size',
    label: `${title}: CSS loaded before the first rows (gzip)`,
    unit: 'KB',
    ours: `screen.${screen}.css`,
  },
  {
    id: `wire.${screen}.code`,
    group: 'Size',
    label: `${title}: code bytes on the wire before the first rows (as served, compressed)`,
    unit: 'KB',
    ours: `screen.${screen}.wireCodeKB`,
  },
  {
    id: `wire.${screen}.data`,
    group: 'Size',
    label: `${title}: data bytes on the wire before the first rows (as served, compressed)`,
    unit: 'KB',
    ours: `screen.${screen}.wireDataKB`,
  },
  {
    id: `chart.${screen}`,
    group: 'Size',
    label: `${title}: chart code loaded`,
    unit: 'flag',
    ours: `screen.${screen}.chartLoaded`,
    // A screen with a chart needs the chart code; one without must not load it.
    target: chart === 'no' ? { op: '==', value: 0 } : undefined,
  },
];

/**
 * Not a target of the issue: Cumulative Layout Shift, web.dev's "good" below 0.1. The Fighters
 * screen's movers summary pushed its table down by about 400 px on arrival (0.14-0.32).
 */
const layoutFigure = (screen, title) => ({
  id: `layout-shift.${screen}`,
  group: 'Layout shift while a screen loads (normal scale)',
  label: `${title}: what was on screen moved as the rest arrived (CLS)`,
  unit: 'CLS',
  ours: `screen.${screen}.layoutShift`,
  target: { op: '<=', value: 0.1 },
});

/**
 * The phone profile (bench/lib/phone.mjs): a signed-in reload under Lighthouse's mobile
 * throttling, against a page with no framework that requests the same data (issue 50: at most
 * 1.3× that floor).
 */
const PHONE_GROUP = 'On a phone (150 ms round trip, 1.6 Mbps, CPU 4× slower; normal scale)';
const phoneFigures = [
  {
    id: 'phone.first-rows',
    group: PHONE_GROUP,
    label: '/fighters?class=LW, signed-in reload: first rows painted, against the floor',
    unit: 'ms',
    ours: 'phone.rows.firstRows',
    peer: 'phone.rowsFloor.firstRows',
    peerName: 'no-framework page',
    target: { vsPeer: 1.3 },
  },
  {
    id: 'phone.first-chart',
    group: PHONE_GROUP,
    label: "A player's page, signed-in reload: first chart painted, against the floor",
    unit: 'ms',
    ours: 'phone.chart.firstChart',
    peer: 'phone.chartFloor.firstChart',
    peerName: 'no-framework page',
    target: { vsPeer: 1.3 },
  },
  {
    id: 'phone.first-rows.wire',
    group: PHONE_GROUP,
    label: '/fighters?class=LW, signed-in reload: bytes on the wire before the first rows',
    unit: 'KB',
    ours: 'phone.rows.wireKB',
    peer: 'phone.rowsFloor.wireKB',
    peerName: 'no-framework page',
  },
  {
    id: 'phone.first-chart.wire',
    group: PHONE_GROUP,
    label: "A player's page, signed-in reload: bytes on the wire before the first chart",
    unit: 'KB',
    ours: 'phone.chart.wireKB',
    peer: 'phone.chartFloor.wireKB',
    peerName: 'no-framework page',
  },
];

/**
 * Lighthouse's mobile audit (bench/lib/lighthouse.mjs): its score, and the two metrics issue 50
 * names, on a cold signed-in load of Fighters and of a player.
 */
const LIGHTHOUSE_GROUP = 'Lighthouse mobile (its simulated throttling, a cold load, signed in)';
/** Each audit figure: its metric (bench/lib/lighthouse.mjs's names), label, unit and target. */
const LIGHTHOUSE_METRICS = [
  ['score', 'performance score', 'score', { op: '>=', value: 95 }],
  ['lcp', 'largest contentful paint', 'ms', { op: '<=', value: 2000 }],
  ['tbt', 'total blocking time', 'ms', { op: '<=', value: 200 }],
];
const lighthouseFigures = [
  ['fighters', '/fighters?class=LW'],
  ['player', "A player's page"],
].flatMap(([page, title]) =>
  LIGHTHOUSE_METRICS.map(([metric, label, unit, target]) => ({
    id: `lighthouse.${page}.${metric}`,
    group: LIGHTHOUSE_GROUP,
    label: `${title}: ${label}`,
    unit,
    ours: `lighthouse.${page}.${metric}`,
    peer: `lighthouse.${page}Floor.${metric}`,
    peerName: 'no-framework page',
    target,
  })),
);

export const FIGURES = [
  ...phoneFigures,
  ...lighthouseFigures,
  ...screenFigures('fighters', 'Fighters (first screen)'),
  ...screenFigures('league-players', "A league's players"),
  ...screenFigures('player-history', "A player's history", { chart: 'yes' }),
  ...screenFigures('explorer', 'Explorer'),
  layoutFigure('fighters', 'Fighters, Latest'),
  layoutFigure('fighters-by-date', 'Fighters, By date'),
  layoutFigure('league-players', "A league's players"),
  layoutFigure('player-history', "A player's history"),
  layoutFigure('explorer', 'Explorer'),
  {
    id: 'first-rows.fighters',
    group: 'Time to first rows (normal scale)',
    label: 'Fighters, Latest',
    unit: 'ms',
    ours: 'screen.fighters.firstRows',
    target: { op: '<=', value: 300 },
  },
  {
    id: 'first-rows.fighters-by-date',
    group: 'Time to first rows (normal scale)',
    label: 'Fighters, By date',
    unit: 'ms',
    ours: 'screen.fighters-by-date.firstRows',
    target: { op: '<=', value: 300 },
  },
  {
    // Not a target of the issue: what the 300 ms asks of this machine. The same rows fetched by a
    // page with no framework and no app, through the same server, run by run beside ours.
    id: 'first-rows.floor',
    group: 'Time to first rows (normal scale)',
    label: 'Fighters, Latest, against a page with no framework fetching the same rows (the floor)',
    unit: 'ms',
    ours: 'floor.ours.firstRows',
    peer: 'floor.page.firstRows',
    peerName: 'no-framework page',
  },
  {
    id: 'first-rows.fighters-slow',
    group: 'Time to first rows (normal scale)',
    label: 'Fighters, Latest, CPU 4× slower (a slow laptop)',
    unit: 'ms',
    ours: 'slow.fighters.firstRows',
  },
  {
    id: 'first-rows.fighters-by-date-slow',
    group: 'Time to first rows (normal scale)',
    label: 'Fighters, By date, CPU 4× slower (a slow laptop)',
    unit: 'ms',
    ours: 'slow.fighters-by-date.firstRows',
  },
  {
    id: 'first-rows.key-form',
    group: 'Time to first rows (normal scale)',
    label: 'The key form, from the first paint of a first visit (no other tab)',
    unit: 'ms',
    ours: 'continue.fighters.keyForm',
    target: { op: '<=', value: 300 },
  },
  {
    id: 'first-rows.continue',
    group: 'Time to first rows (normal scale)',
    label: 'Fighters, Latest, from Continue on the key form (a new user)',
    unit: 'ms',
    ours: 'continue.fighters.firstRows',
    target: { op: '<=', value: 500 },
  },
  {
    // Issue 43: rank, points and latest rating within 500 ms of navigation; sparklines follow.
    id: 'first-rows.watchlist',
    group: 'Time to first rows (normal scale)',
    label: 'Watchlist: 5 fighters and 5 players, every first figure',
    unit: 'ms',
    ours: 'watchlist.firstFigures',
    target: { op: '<=', value: 500 },
  },
  {
    id: 'first-rows.watchlist-sparklines',
    group: 'Time to first rows (normal scale)',
    label: 'Watchlist: every sparkline (8 dates of 5 classes, 5 histories)',
    unit: 'ms',
    ours: 'watchlist.sparklines',
  },
  {
    id: 'first-rows.league-players',
    group: 'Time to first rows (normal scale)',
    label: "A league's players",
    unit: 'ms',
    ours: 'screen.league-players.firstRows',
    target: { op: '<=', value: 500 },
  },
  // The large table's targets (issue 15): a cap on our ratio to AG Grid Community's median
  // (`vsPeer`, 1 meaning no slower), an absolute cap, or both.
  ...[
    ['first-rows', 'Time to first rows', 'ms', 'firstRows', { vsPeer: 0.7 }],
    [
      'load-longest-task',
      'Longest main-thread task from navigation to the rows and movers loaded',
      'ms',
      'loadLongestTask',
      { op: '<=', value: 200, vsPeer: 1 },
    ],
    [
      'sort-numeric',
      'Header click to re-sorted rows painted (Points, numeric)',
      'ms',
      'sortNumeric',
      { op: '<=', value: 150, vsPeer: 0.3 },
    ],
    [
      'sort-text',
      'Header click to re-sorted rows painted (Fighter, text)',
      'ms',
      'sortText',
      { op: '<=', value: 150, vsPeer: 0.3 },
    ],
    [
      'search',
      'Keystroke in the search box to filtered rows painted',
      'ms',
      'search',
      { op: '<=', value: 100, vsPeer: 0.3 },
    ],
    [
      'scroll-longest-task',
      'Scroll top to bottom: longest task',
      'ms',
      'longestTask',
      { op: '<=', value: 200 },
    ],
    [
      'scroll-long-tasks',
      'Scroll top to bottom: long tasks (> 50 ms)',
      'count',
      'longTasks',
      undefined,
    ],
    [
      'scroll-dropped-frames',
      'Scroll top to bottom: frames dropped (of 300)',
      'count',
      'droppedFrames',
      { op: '<=', value: 30 },
    ],
    [
      'dom-rows',
      'Row elements in the DOM (most seen)',
      'count',
      'rowElements',
      { op: '<', value: 100, vsPeer: 1 },
    ],
    [
      'heap',
      'JS heap used after load (after GC)',
      'MB',
      'heapMB',
      { op: '<', value: 200, vsPeer: 1 },
    ],
  ].map(([id, label, unit, sample, target]) => ({
    id: `large.${id}`,
    group: 'Large table: 100,000+ fighter rows (scale large)',
    label,
    unit,
    ours: `large.ours.${sample}`,
    peer: `large.peer.${sample}`,
    target,
  })),
  // The league leaderboard's new columns (issue 42), sorted and filtered over its rows with every
  // history in: the page's own work (input to the table's DOM updated) within one 60 Hz frame.
  ...[
    [
      'sort-peak',
      'Header click to re-sorted rows (Peak, the first sort; a column from before)',
      'sortPeak',
    ],
    ['sort-form', 'Header click to re-sorted rows (Form)', 'sortForm'],
    ['sort-age', 'Header click to re-sorted rows (Age)', 'sortAge'],
    ['sort-percentile', 'Header click to re-sorted rows (Percentile)', 'sortPercentile'],
    ['filter-age', 'U21 clicked to filtered rows (Age)', 'filterAge'],
    ['filter-position', 'Midfielder ticked to filtered rows (Position)', 'filterPosition'],
  ].flatMap(([id, label, sample]) => [
    {
      id: `league.${id}.work`,
      group: 'League leaderboard: up to 400 players with every history in (normal scale)',
      label: `${label}: input to the table's DOM updated`,
      unit: 'ms',
      ours: `league.${sample}Work`,
      target: { op: '<=', value: 16.7 },
    },
    {
      id: `league.${id}`,
      group: 'League leaderboard: up to 400 players with every history in (normal scale)',
      label: `${label}: input to painted`,
      unit: 'ms',
      ours: `league.${sample}`,
    },
  ]),
  ...[
    ['first-lines', 'First lines painted, from navigation', 'firstLines', 1000],
    ['all-dates', 'Every published date drawn (132 requests, 4 at a time)', 'allDates', 3000],
    ['pointer', 'Longest pointer event while dates arrive (input to paint)', 'longestPointer', 100],
    ['longest-task', 'Longest task while dates arrive', 'longestTask', undefined],
  ].map(([id, label, sample, value]) => ({
    id: `division.${id}`,
    group: "A division's history: Lightweight, every date (normal scale)",
    label,
    unit: 'ms',
    ours: `division.${sample}`,
    target: value === undefined ? undefined : { op: '<=', value },
  })),
  {
    id: 'history.chart',
    group: 'Long history: 5,000+ appearances (scale large)',
    label: 'One player: time to the chart painted',
    unit: 'ms',
    ours: 'history.single.chart',
    target: { op: '<=', value: 500 },
  },
  {
    id: 'history.tooltip',
    group: 'Long history: 5,000+ appearances (scale large)',
    label: 'One player: pointer move to the tooltip following',
    unit: 'ms',
    ours: 'history.single.tooltip',
  },
  {
    id: 'compare.chart',
    group: 'Long history: 5,000+ appearances (scale large)',
    label: '5 players compared: time to the chart painted',
    unit: 'ms',
    ours: 'history.compare.chart',
    target: { op: '<=', value: 500 },
  },
  {
    id: 'compare.tooltip',
    group: 'Long history: 5,000+ appearances (scale large)',
    label: '5 players compared: pointer move to the tooltip following',
    unit: 'ms',
    ours: 'history.compare.tooltip',
  },
  ...['echarts', 'uplot'].flatMap((peer) => {
    const name = peer === 'echarts' ? 'Apache ECharts (canvas)' : 'uPlot (canvas, the floor)';
    return [
      {
        id: `chart-peer.${peer}.single`,
        group: 'Charts against canvas peers (scale large)',
        label: `One player (5,000+ appearances): chart painted, against ${name}`,
        unit: 'ms',
        ours: 'history.single.chart',
        peer: `peer.${peer}.single.chart`,
        peerName: name,
        // No slower than ECharts; uPlot is reported as the floor.
        target: peer === 'echarts' ? { vsPeer: 1 } : undefined,
      },
      {
        id: `chart-peer.${peer}.compare`,
        group: 'Charts against canvas peers (scale large)',
        label: `5 players: chart painted, against ${name}`,
        unit: 'ms',
        ours: 'history.compare.chart',
        peer: `peer.${peer}.compare.chart`,
        peerName: name,
        target: peer === 'echarts' ? { vsPeer: 1 } : undefined,
      },
      {
        id: `chart-peer.${peer}.heap`,
        group: 'Charts against canvas peers (scale large)',
        label: `5 players: JS heap used (after GC), against ${name}`,
        unit: 'MB',
        ours: 'history.compare.heapMB',
        peer: `peer.${peer}.compare.heapMB`,
        peerName: name,
      },
    ];
  }),
  {
    id: 'compare.heap',
    group: 'Long history: 5,000+ appearances (scale large)',
    label: '5 players compared: JS heap used (after GC)',
    unit: 'MB',
    ours: 'history.compare.heapMB',
  },
];

const OPS = {
  '>=': (a, b) => a >= b,
  '<=': (a, b) => a <= b,
  '<': (a, b) => a < b,
  '==': (a, b) => a === b,
};

/** The ratio of medians and whether the target holds (null when it cannot be told). */
export function judge(figure, ours, peer) {
  let ratio = null;
  if (ours && peer) {
    if (peer.median !== 0) ratio = ours.median / peer.median;
    else if (ours.median === 0) ratio = 1;
  }
  const target = figure.target;
  if (!target || (target.op === undefined && !target.vsPeer)) return { ratio, met: null };
  if (!ours) return { ratio, met: null };
  // A flag is "loaded" if any run loaded it; a time or size is judged by its median.
  const value = figure.unit === 'flag' ? ours.max : ours.median;
  const checks = [];
  if (target.op) checks.push(OPS[target.op](value, target.value));
  if (target.vsPeer) checks.push(peer ? ours.median <= peer.median * target.vsPeer : null);
  if (checks.includes(false)) return { ratio, met: false };
  if (checks.includes(null)) return { ratio, met: null };
  return { ratio, met: true };
}

/**
 * The server under load (issue 39): `fighters_view` through `npm run serve` with autocannon on
 * loopback (bench/lib/load.mjs), in demo mode and through the proxy to a separate demo-api
 * process. Targets at 100 connections: the server's peak RSS and p99; at every load, compressed
 * answers keep at least two thirds of the identity throughput.
 */
export const LOAD_FIGURES = ['demo', 'proxy'].flatMap((mode) =>
  [10, 100].flatMap((connections) => {
    const title = `${mode === 'demo' ? 'Demo API' : 'Proxy to a demo-api process'}, ${connections} connections`;
    const base = `load.${mode}.c${connections}`;
    const at100 = connections === 100;
    const group = 'Server under load: fighters_view (868 KB) on loopback';
    return [
      ...['identity', 'compressed'].flatMap((encoding) => [
        {
          id: `${base}.${encoding}.rps`,
          group,
          label: `${title}, ${encoding}: requests per second`,
          unit: 'req/s',
          ours: `${base}.${encoding}.rps`,
        },
        {
          id: `${base}.${encoding}.p99`,
          group,
          label: `${title}, ${encoding}: latency p99`,
          unit: 'ms',
          ours: `${base}.${encoding}.p99`,
          target: at100 ? { op: '<=', value: 1500 } : undefined,
        },
        {
          id: `${base}.${encoding}.rss`,
          group,
          label: `${title}, ${encoding}: the server's peak RSS`,
          unit: 'MB',
          ours: `${base}.${encoding}.serverPeakMB`,
          target: at100 ? { op: '<=', value: 400 } : undefined,
        },
        // CPU time per answered request: what the other work on a shared machine barely moves.
        {
          id: `${base}.${encoding}.cpu`,
          group,
          label: `${title}, ${encoding}: the server's CPU time per request`,
          unit: 'cpu ms',
          ours: `${base}.${encoding}.serverCpuMs`,
        },
        // The run through the proxy had 50 of 878 requests past 10 s.
        ...(at100
          ? [
              {
                id: `${base}.${encoding}.errors`,
                group,
                label: `${title}, ${encoding}: requests failed or past 10 s`,
                unit: 'count',
                ours: `${base}.${encoding}.errors`,
              },
            ]
          : []),
        ...(mode === 'proxy' && at100
          ? [
              {
                id: `${base}.${encoding}.upstream-rss`,
                group,
                label: `${title}, ${encoding}: the demo-api process's peak RSS`,
                unit: 'MB',
                ours: `${base}.${encoding}.upstreamPeakMB`,
              },
            ]
          : []),
      ]),
      {
        id: `${base}.ratio`,
        group,
        label: `${title}: compressed over identity requests per second`,
        unit: 'ratio',
        ours: `${base}.ratio`,
        target: { op: '>=', value: 0.67 },
      },
    ];
  }),
);
