// Renders the benchmark's results as the Markdown table of bench/results/latest.md.

const UNITS = {
  ms: ' ms',
  'cpu ms': ' ms',
  KB: ' KB',
  MB: ' MB',
  count: '',
  'req/s': ' req/s',
  ratio: '',
};

function number(value, unit) {
  if (unit === 'KB' || unit === 'MB') return value.toFixed(1);
  if (unit === 'CLS') return value.toFixed(3);
  if (unit === 'ratio') return value.toFixed(2);
  if (unit === 'cpu ms') return value.toFixed(1);
  return String(Math.round(value));
}

/** `123 ms (110–140)`, or one value when every run gave the same. */
export function formatSummary(summary, unit) {
  if (!summary) return 'n/a';
  if (unit === 'flag') return summary.max === 1 ? 'yes' : 'no';
  const suffix = UNITS[unit] ?? '';
  const median = `${number(summary.median, unit)}${suffix}`;
  if (summary.n === 1 || number(summary.min, unit) === number(summary.max, unit)) return median;
  return `${median} (${number(summary.min, unit)}–${number(summary.max, unit)})`;
}

export function formatTarget(target, unit, peerName) {
  if (!target) return '—';
  const parts = [];
  if (target.op && unit === 'flag') parts.push(target.value ? 'yes' : 'no');
  else if (target.op) {
    const op = { '<=': '≤', '>=': '≥', '<': '<' }[target.op] ?? '=';
    parts.push(`${op} ${target.value}${UNITS[unit] ?? ''}`);
  }
  const peer = peerName ?? 'AG Grid';
  if (target.vsPeer) parts.push(target.vsPeer === 1 ? `≤ ${peer}` : `≤ ${target.vsPeer}× ${peer}`);
  return parts.join(', ');
}

function formatMet(met) {
  if (met === true) return 'yes';
  if (met === false) return '**no**';
  return '—';
}

function formatRatio(ratio) {
  if (ratio === null || ratio === undefined) return '—';
  return `${ratio.toFixed(2)}×`;
}

/** The Markdown report: the run's context, then one table per group of figures. */
export function renderMarkdown(result) {
  const m = result.machine;
  const lines = [
    '# Benchmark results',
    '',
    `Run ${result.generatedAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')} in ${result.durationS} s: ` +
      `${m.cpus} CPUs (${m.cpuModel}), ${m.memoryGB} GB, ${m.platform}; ` +
      (result.chromium ? `Chromium ${result.chromium}; ` : '') +
      `Node ${result.node}.`,
    '',
    (result.chromium
      ? `Each time is the median of ${result.runs} runs (min–max in brackets), each run in a fresh ` +
        'browser context with an empty cache. Sizes are the gzip (level 9) bytes of the built files ' +
        'the page had received when its first rows appeared. '
      : '') +
      `Load average (1, 5, 15 min) before the run ${m.loadAverageBefore.join(', ')}, after ` +
      `${m.loadAverageAfter.join(', ')}: a busy machine makes times noisy.`,
    '',
  ];
  if (result.loadSeconds) {
    lines.push(
      `The load figures are one run of ${result.loadSeconds} s per scenario (autocannon on ` +
        '127.0.0.1 in the bench process, a fresh server each, a request past 10 s a timeout); the ' +
        "server's peak RSS is its VmHWM and sampled VmRSS, whichever is higher.",
      '',
    );
  }
  if (result.runs < 5 && result.chromium) {
    lines.push(`**Only ${result.runs} run(s): figures are indicative, not the benchmark's.**`, '');
  }
  const groups = [...new Set(result.figures.map((f) => f.group))];
  for (const group of groups) {
    const figures = result.figures.filter((f) => f.group === group);
    const hasPeer =
      figures.some((f) => f.peer !== undefined && f.peer !== null) ||
      group.startsWith('Large table');
    lines.push(`### ${group}`, '');
    // The peer a group is compared with: AG Grid for the table, each chart library by name.
    const compared = figures.filter((f) => f.peer || f.peerNote || f.peerName);
    const names = [...new Set(compared.map((f) => f.peerName ?? 'AG Grid'))];
    const peerHeader = names.length === 1 ? names[0] : 'peer';
    lines.push(
      `| figure | ours (median, min–max) | ${peerHeader} (median, min–max) | ratio | target | met? |`,
    );
    lines.push('| --- | --- | --- | --- | --- | --- |');
    for (const f of figures) {
      const ours = f.ours ? formatSummary(f.ours, f.unit) : (f.note ?? 'n/a');
      const peer = hasPeer ? (f.peer ? formatSummary(f.peer, f.unit) : (f.peerNote ?? '—')) : '—';
      lines.push(
        `| ${f.label} | ${ours} | ${peer} | ${formatRatio(f.ratio)} | ${formatTarget(f.target, f.unit, f.peerName)} | ${formatMet(f.met)} |`,
      );
    }
    lines.push('');
  }
  const n = result.notes ?? {};
  const extra = [];
  if (n.largeRows) extra.push(`large table: ${n.largeRows.toLocaleString('en-GB')} rows`);
  if (n.longHistoryAppearances) {
    extra.push(`long history: ${n.longHistoryAppearances.toLocaleString('en-GB')} appearances`);
  }
  if (result.staticFirstScreenKB !== undefined) {
    extra.push(
      `first screen by the build manifest (\`npm run test:size\`): ${result.staticFirstScreenKB} KB JS`,
    );
  }
  if (extra.length) lines.push(`Notes: ${extra.join('; ')}.`, '');
  return `${lines.join('\n')}\n`;
}
