// Summaries of repeated measurements: median, min and max, and the ratio of two medians.

/** `{ median, min, max, n, samples }` of the finite numbers in `samples`; null when there are none. */
export function summarise(samples) {
  const values = samples.filter((v) => typeof v === 'number' && Number.isFinite(v));
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return {
    median,
    min: sorted[0],
    max: sorted[sorted.length - 1],
    n: values.length,
    samples: values.map((v) => Math.round(v * 100) / 100),
  };
}

/** ours / peer by medians; null when either is missing or the peer's is zero. */
export function ratio(ours, peer) {
  if (!ours || !peer || peer.median === 0) return null;
  return ours.median / peer.median;
}
