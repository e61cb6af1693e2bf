"use client";

import { useSyncExternalStore } from "react";
import { clockNow, subscribeClock } from "@/components/ui/clock";
import { waitingTime } from "@/lib/domain/work-queue";

const waited = (since: string) => waitingTime(new Date(since), new Date(clockNow()));

/** How long a row has waited ("12 min", "3 h", "2 d"), counting on while the queue stays open. */
export function WaitingTime({ since }: { since: string }) {
  const text = useSyncExternalStore(
    subscribeClock,
    () => waited(since),
    () => waited(since),
  );
  return <time dateTime={since}>{text}</time>;
}
