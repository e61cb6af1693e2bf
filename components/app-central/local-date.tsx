"use client";

import { useSyncExternalStore } from "react";
import { formatDate } from "./format-date";

const noChange = () => () => {};

/**
 * A date in the viewer's time zone. The server knows no time zone: a page
 * rendered there shows the UTC day until the browser takes over, so both
 * renders agree and React never sees a mismatch.
 */
export function LocalDate({ iso }: { iso: string }) {
  const inBrowser = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  return <time dateTime={iso}>{formatDate(iso, inBrowser ? "local" : "utc")}</time>;
}
