"use client";

import { useInfiniteQuery, type QueryKey } from "@tanstack/react-query";
import { useCallback } from "react";
import { apiFetch } from "./client";
import { earlier, type ApiQueryOptions } from "./use-api-query";

// Apart from useApiQuery so that pages without a paged list do not load the infinite query's code (Turbopack loads whole modules).

/** One page of a cursor-paged list of the API. */
export interface CursorPage {
  nextCursor: string | null;
}

/** `path` with the cursor of the page after. */
export function nextPagePath(path: string, cursor: string): string {
  const [base, query] = path.split("?", 2);
  const params = new URLSearchParams(query);
  params.set("cursor", cursor);
  return `${base}?${params}`;
}

/**
 * A cursor-paged list of the API for a "Load more" footer (`LoadMore`): each
 * further page is appended when the user asks for it, and a read again (a
 * refresh, a poll, an invalidation) reads every loaded page again, the list as
 * it was staying on screen until they are.
 */
export function useApiPages<P extends CursorPage>(
  key: QueryKey,
  path: string,
  { keepPrevious, refetchInterval }: Omit<ApiQueryOptions<P>, "initial" | "basis"> = {},
) {
  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam, signal }) => apiFetch<P>(pageParam === null ? path : nextPagePath(path, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: earlier(keepPrevious),
    refetchInterval,
  });
  const pages = query.data?.pages ?? [];
  const { refetch, fetchNextPage } = query;
  return {
    isPending: query.data === undefined && !query.isError,
    isError: query.data === undefined && query.isError,
    error: query.data === undefined ? query.error : null,
    data: pages[0],
    pages,
    // Reading the next page is told by the footer, not by the whole list.
    isFetching: query.isFetching && !query.isFetchingNextPage,
    isPlaceholderData: query.isPlaceholderData,
    refetch: useCallback(() => void refetch(), [refetch]),
    // An earlier key's answer on screen has no next page to offer for this one.
    hasNextPage: !query.isPlaceholderData && query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    isFetchNextPageError: query.isFetchNextPageError,
    fetchNextPage: useCallback(() => fetchNextPage({ cancelRefetch: false }), [fetchNextPage]),
  };
}
