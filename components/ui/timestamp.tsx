"use client";

import { useSyncExternalStore } from "react";
import { formatExactTime, formatInstantDay, formatRelativeTime } from "@/lib/domain/dates";
import { clockNow, subscribeClock } from "./clock";

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
    () => formatRelativeTime(iso, clockNow()),
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
