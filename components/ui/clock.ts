"use client";

/*
 * One clock for every time on the page that counts from now: it ticks each
 * second while any is shown, so "12 seconds ago" keeps counting; a time whose
 * text stays the same does not render again.
 */
let now = Date.now();
const listeners = new Set<() => void>();
let ticking: ReturnType<typeof setInterval> | undefined;

function tick() {
  now = Date.now();
  for (const listener of listeners) listener();
}

export function subscribeClock(listener: () => void): () => void {
  listeners.add(listener);
  // After an idle spell the clock is behind: React reads it again once subscribed.
  if (!ticking) {
    now = Date.now();
    ticking = setInterval(tick, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (!listeners.size) {
      clearInterval(ticking);
      ticking = undefined;
    }
  };
}

/** The clock's time as of its last tick. */
export const clockNow = () => now;
