"use client";

import { useCallback, useEffect, useState } from "react";
import { apiFetch } from "./client";

const RETRY_DELAY_MS = 1_000;
const REMEMBERED_PATHS = 20;

// The last answer to each path, for one signed-in user at a time: a screen shown again paints with it while it reads afresh.
let remembered: { userID: string; answers: Map<string, unknown> } | undefined;

function answersOf(userID: string): Map<string, unknown> {
  if (remembered?.userID !== userID) remembered = { userID, answers: new Map() };
  return remembered.answers;
}

function remember(userID: string, path: string, data: unknown) {
  const answers = answersOf(userID);
  answers.delete(path);
  answers.set(path, data);
  if (answers.size > REMEMBERED_PATHS) answers.delete(answers.keys().next().value!);
}

interface Progress {
  isFetching: boolean;
  /** What is shown is an earlier answer (to an earlier path, or remembered from the last visit) while the current one loads. */
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
 * failed read is tried once more before the error shows. The browser keeps
 * the last answers of the signed-in user (`userID`), so coming back to a
 * screen shows what it showed while the fresh answer loads; another user
 * signing in in the same tab starts with none.
 */
export function useFetched<T>(path: string, userID: string): Fetched<T> {
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt} ${path}`;
  // The last request that settled, and the last answer received (kept on screen while another path loads).
  const [settled, setSettled] = useState<{ key: string | null; data?: T; failed: boolean }>(() => ({
    key: null,
    data: typeof window === "undefined" ? undefined : (answersOf(userID).get(path) as T | undefined),
    failed: false,
  }));

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    // One retry after a second, as the query cache's reads do (a failure is often a moment's).
    const read = () => apiFetch<T>(path, { signal });
    read()
      .catch(() => new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS)).then(() => (signal.aborted ? Promise.reject(signal.reason) : read())))
      .then((data) => {
        remember(userID, path, data);
        setSettled({ key, data, failed: false });
      })
      .catch(() => signal.aborted || setSettled((last) => ({ ...last, key, failed: true })));
    return () => controller.abort();
  }, [path, key, userID]);

  const refetch = useCallback(() => setAttempt((n) => n + 1), []);
  const loading = settled.key !== key;
  const progress = { isFetching: loading, isPlaceholderData: loading && settled.data !== undefined, refetch };
  if (!loading && settled.failed) return { ...progress, isPending: false, isError: true, data: undefined };
  if (settled.data === undefined) return { ...progress, isPending: true, isError: false, data: undefined };
  return { ...progress, isPending: false, isError: false, data: settled.data };
}
