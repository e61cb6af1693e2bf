"use client";

import { useCallback, useEffect, useState } from "react";
import { apiFetch, isWorthRetrying } from "./client";

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

interface Progress<T> {
  isFetching: boolean;
  /** What is shown is an earlier answer (to an earlier path, or remembered from the last visit) while the current one loads; not while a path's own answer is read again. */
  isPlaceholderData: boolean;
  refetch: () => void;
  /** Puts a write's outcome in place on the answer shown (until the next read). */
  setData: (change: (data: T) => T) => void;
}

/** `isPending` and `isError` tell whether `data` is there, `error` why it is not. */
export type Fetched<T> = Progress<T> &
  (
    | { isPending: true; isError: false; data: undefined; error: null }
    | { isPending: false; isError: true; data: undefined; error: unknown }
    | { isPending: false; isError: false; data: T; error: null }
  );

export interface FetchOptions<T> {
  /** The answer a server component read for the page: painted, and not read again until asked to. */
  initial?: T;
  /**
   * The signed-in user whose last answer to the path the screen paints with
   * when it is shown again, while the fresh one loads; another user signing
   * in in the same tab starts with none. Only for screens that show, not for
   * forms: a form edits what is saved now.
   */
  rememberFor?: string;
  /** Whether the answer to `previous` may stay on screen while `path`'s loads (default: always). */
  keepPrevious?: (previous: string, path: string) => boolean;
}

/**
 * One GET of the app's API for a screen, read again
 * whenever `path` changes; what was on screen stays there while the next
 * answer loads, and an answer for a path no longer asked for is dropped. A
 * failed read is tried once more before the error shows. Without a path
 * (what to read is not known yet) nothing is read and nothing shown.
 */
export function useFetched<T>(path: string | null, { initial, rememberFor, keepPrevious }: FetchOptions<T> = {}): Fetched<T> {
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt} ${path}`;
  // The first path's answer when the server gave it: not read again until asked to.
  const [paintedKey] = useState(initial === undefined ? null : key);
  // The last request that settled, and the last answer received (kept on screen while another path loads); `answered`
  // when that answer came in this screen's lifetime, not from the remembered ones.
  const [settled, setSettled] = useState<{ key: string | null; data?: T; dataPath: string | null; answered: boolean; error: unknown }>(() => ({
    key: paintedKey,
    data:
      initial ??
      (rememberFor === undefined || path === null || typeof window === "undefined" ? undefined : (answersOf(rememberFor).get(path) as T | undefined)),
    dataPath: path,
    answered: initial !== undefined,
    error: null,
  }));

  useEffect(() => {
    if (path === null || paintedKey === key) return;
    const controller = new AbortController();
    const { signal } = controller;
    // One retry after a second (a failure is often a moment's).
    const read = () => apiFetch<T>(path, { signal });
    read()
      .catch((error: unknown) =>
        isWorthRetrying(error)
          ? new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS)).then(() => (signal.aborted ? Promise.reject(signal.reason) : read()))
          : Promise.reject(error),
      )
      .then((data) => {
        if (rememberFor !== undefined) remember(rememberFor, path, data);
        setSettled({ key, data, dataPath: path, answered: true, error: null });
      })
      .catch((error: unknown) => signal.aborted || setSettled((last) => ({ ...last, key, error: error ?? new Error("The read failed.") })));
    return () => controller.abort();
  }, [path, key, rememberFor, paintedKey]);

  const refetch = useCallback(() => setAttempt((n) => n + 1), []);
  const setData = useCallback(
    (change: (data: T) => T) => setSettled((last) => (last.data === undefined || last.dataPath !== path ? last : { ...last, data: change(last.data) })),
    [path],
  );
  const loading = settled.key !== key;
  const earlier = settled.dataPath !== null && settled.dataPath !== path;
  const data = path === null || (loading && earlier && keepPrevious && !keepPrevious(settled.dataPath!, path)) ? undefined : settled.data;
  const ownAnswer = settled.answered && settled.dataPath === path;
  const progress = { isFetching: loading, isPlaceholderData: loading && data !== undefined && !ownAnswer, refetch, setData };
  // A path's answer on screen stays there when reading it again fails; the next read tries again.
  if (!loading && settled.error !== null && !ownAnswer) return { ...progress, isPending: false, isError: true, data: undefined, error: settled.error };
  if (data === undefined) return { ...progress, isPending: true, isError: false, data: undefined, error: null };
  return { ...progress, isPending: false, isError: false, data, error: null };
}
