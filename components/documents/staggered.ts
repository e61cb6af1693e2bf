/** Multi-file downloads are staggered by 500 ms (spec 2 §9). */
export const DOWNLOAD_STAGGER_MS = 500;

/**
 * Runs `run` for each item, the first at once and each next one `delayMs`
 * later; the returned function cancels the ones not yet run.
 */
export function runStaggered<T>(items: readonly T[], delayMs: number, run: (item: T) => void): () => void {
  const timers = items.slice(1).map((item, i) => setTimeout(() => run(item), delayMs * (i + 1)));
  if (items.length) run(items[0]);
  return () => timers.forEach(clearTimeout);
}
