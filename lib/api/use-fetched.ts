"use client";

import { useCallback, useEffect, useState } from "react";
import { apiFetch } from "./client";

const RETRY_DELAY_MS = 1_000;

interface Progress {
  isFetching: boolean;
  /** What is shown is the answer for an earlier path while the current one loads. */
  isPlaceholderData: boolean;
  refetch: () => void;
}

/** As TanStack Query's results: `isPending` and `isError` tell whether `data` is there. */
type Fetched<T> = Progress &
  ({ isPending: true; isError: false; data: undefined } | { isPending: false; isError: true; data: undefined } | { isPending: false; isError: false; data: T });

/**
 * One GET of the app's API for a screen outside the query cache, read again
 * whenever `path` changes; what was on screen stays there while the next
 * answer loads, and an answer for a path no longer asked for is dropped. A
 * failed read is tried once more before the error shows.
 */
export function useFetched<T>(path: string): Fetched<T> {
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt} ${path}`;
  // The last request that settled, and the last answer received (kept on screen while another path loads).
  const [settled, setSettled] = useState<{ key: string | null; data?: T; failed: boolean }>({ key: null, failed: false });

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    // One retry after a second, as the query cache's reads do (a failure is often a moment's).
    const read = () => apiFetch<T>(path, { signal });
    read()
      .catch(() => new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS)).then(() => (signal.aborted ? Promise.reject(signal.reason) : read())))
      .then((data) => setSettled({ key, data, failed: false }))
      .catch(() => signal.aborted || setSettled((last) => ({ ...last, key, failed: true })));
    return () => controller.abort();
  }, [path, key]);

  const refetch = useCallback(() => setAttempt((n) => n + 1), []);
  const loading = settled.key !== key;
  const progress = { isFetching: loading, isPlaceholderData: loading && settled.data !== undefined, refetch };
  if (!loading && settled.failed) return { ...progress, isPending: false, isError: true, data: undefined };
  if (settled.data === undefined) return { ...progress, isPending: true, isError: false, data: undefined };
  return { ...progress, isPending: false, isError: false, data: settled.data };
}
