/** The p-th percentile (nearest rank) of samples sorted ascending; NaN when there are none. */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Calls `run` `warmup` times untimed, then `runs` times one after another: the median and p95 of those, in ms. */
export async function timeRuns(run: () => Promise<unknown>, { warmup, runs }: { warmup: number; runs: number }) {
  for (let i = 0; i < warmup; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { median: percentile(samples, 50), p95: percentile(samples, 95) };
}
