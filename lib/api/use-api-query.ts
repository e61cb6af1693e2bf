"use client";

import { useQuery, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { apiFetch } from "./client";

/** `isPending` and `isError` tell whether `data` is there, `error` why it is not. */
export type Fetched<T> = {
  isFetching: boolean;
  /** What is shown is an earlier key's answer while this key's loads. */
  isPlaceholderData: boolean;
  refetch: () => void;
} & (
  | { isPending: true; isError: false; data: undefined; error: null }
  | { isPending: false; isError: true; data: undefined; error: unknown }
  | { isPending: false; isError: false; data: T; error: null }
);

export interface ApiQueryOptions<T> {
  /** The answer a server component read for the page: put in the cache as the page mounts, and not read again until asked to. */
  initial?: T;
  /**
   * What a write is based on (its updatedDate): read again only when asked to
   * or when a write invalidates it, never on focus or reconnect, so a change
   * made elsewhere is refused as stale rather than slipping under an edit.
   */
  basis?: boolean;
  /** Whether an earlier key's answer may stay on screen while this key's loads (default: always). */
  keepPrevious?: (previous: QueryKey) => boolean;
  /** Read again every this many ms while the tab is shown. */
  refetchInterval?: number;
}

// A server's answer is put in the cache once, by the first screen that mounts with it: a screen mounting again later
// with the same props must not put an older answer over what writes have since put there.
const seeded = new WeakSet<object>();

function useSeed<T>(key: QueryKey, initial: T | undefined) {
  const client = useQueryClient();
  useState(() => {
    if (initial === undefined || initial === null || typeof initial !== "object" || seeded.has(initial)) return;
    seeded.add(initial);
    client.setQueryData(key, initial);
  });
}

/** The placeholder while a key's answer loads: the previous key's, unless `keepPrevious` says it may not stand in. */
export const earlier =
  (keepPrevious: ApiQueryOptions<unknown>["keepPrevious"]) =>
  <D>(previous: D | undefined, previousQuery: { queryKey: QueryKey } | undefined) =>
    !previousQuery || !keepPrevious || keepPrevious(previousQuery.queryKey) ? previous : undefined;

/** `path` answered by the app's API, read with the query's own abort signal. */
const reader =
  <T>(path: string | null) =>
  ({ signal }: { signal: AbortSignal }) =>
    apiFetch<T>(path!, { signal });

/**
 * One GET of the app's API for a screen, cached under `key` (lib/api/query-keys),
 * so screens showing the same thing share one read and one answer. Without a
 * path (what to read is not known yet) nothing is read and nothing shown. A
 * path's answer on screen stays there when reading it again fails.
 */
export function useApiQuery<T>(key: QueryKey, path: string | null, { initial, basis, keepPrevious, refetchInterval }: ApiQueryOptions<T> = {}): Fetched<T> {
  useSeed(key, initial);
  const query = useQuery({
    queryKey: key,
    queryFn: reader<T>(path),
    enabled: path !== null,
    placeholderData: path === null ? undefined : earlier(keepPrevious),
    ...(basis || initial !== undefined ? { staleTime: Infinity, refetchOnWindowFocus: false, refetchOnReconnect: false } : {}),
    refetchInterval,
  });
  const { refetch } = query;
  const progress = {
    isFetching: query.isFetching,
    isPlaceholderData: query.isPlaceholderData,
    refetch: useCallback(() => void refetch(), [refetch]),
  };
  if (path === null || query.data === undefined) {
    if (path !== null && query.isError) return { ...progress, isPending: false, isError: true, data: undefined, error: query.error };
    return { ...progress, isPending: true, isError: false, data: undefined, error: null };
  }
  return { ...progress, isPending: false, isError: false, data: query.data, error: null };
}
