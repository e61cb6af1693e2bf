"use client";

import { useSyncExternalStore } from "react";
import { formatExactTime, formatInstantDay, formatRelativeTime } from "@/lib/domain/dates";

/*
 * One clock for every timestamp on the page: it ticks each second while any
 * is shown, so "12 seconds ago" keeps counting; a timestamp whose text stays
 * the same does not render again.
 */
let now = Date.now();
const listeners = new Set<() => void>();
let ticking: ReturnType<typeof setInterval> | undefined;

function tick() {
  now = Date.now();
  for (const listener of listeners) listener();
}

function subscribeClock(listener: () => void): () => void {
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

const noChange = () => () => {};

/**
 * A timestamp as spec 1 §9 shows it: "12 seconds ago", "5 minutes ago",
 * "3 hours ago", then MM/DD/YYYY; the exact time is its title and dateTime.
 * The server knows neither the viewer's clock nor zone, so the page rendered
 * there (and the browser's first render, which must match it) shows the UTC
 * day; the browser then shows the relative text, so React never sees a
 * hydration mismatch.
 */
export function Timestamp({ iso, className }: { iso: string; className?: string }) {
  const text = useSyncExternalStore(
    subscribeClock,
    () => formatRelativeTime(iso, now),
    () => formatInstantDay(iso, "UTC"),
  );
  const exact = useSyncExternalStore(
    noChange,
    () => formatExactTime(iso),
    () => formatExactTime(iso, "UTC"),
  );
  return (
    <time dateTime={iso} title={exact} className={className}>
      {text}
    </time>
  );
}
