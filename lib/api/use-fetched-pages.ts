"use client";

import { useState } from "react";
import { apiFetch } from "./client";
import { useFetched, type FetchOptions } from "./use-fetched";

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

interface MorePages<P> {
  /** The first page these continue: a first page read again starts over. */
  after: P | undefined;
  pages: P[];
  loading: boolean;
  failed: boolean;
}

/**
 * A cursor-paged list of the API outside the query cache, for a "Load more"
 * footer: its first page is read as `useFetched` reads it (again whenever
 * `path` changes), and each further page is appended when the user asks for
 * it. The footer's fields are named as TanStack Query's infinite queries name
 * them, so the same footer serves both.
 */
export function useFetchedPages<P extends CursorPage>(path: string, options?: FetchOptions<P>) {
  const first = useFetched<P>(path, options);
  const [kept, setMore] = useState<MorePages<P>>({ after: undefined, pages: [], loading: false, failed: false });
  const more = kept.after === first.data ? kept : { after: first.data, pages: [], loading: false, failed: false };
  const pages = first.data ? [first.data, ...more.pages] : [];
  // An earlier answer on screen (another search, or the last visit's) has no next page to offer for this address.
  const cursor = first.isPlaceholderData ? null : (pages.at(-1)?.nextCursor ?? null);

  async function fetchNextPage(): Promise<void> {
    const after = first.data;
    if (!after || !cursor || more.loading) return;
    setMore({ ...more, loading: true, failed: false });
    const page = await apiFetch<P>(nextPagePath(path, cursor)).catch(() => null);
    // Dropped when the first page was read again meanwhile.
    setMore((last) =>
      last.after !== after ? last : page ? { after, pages: [...last.pages, page], loading: false, failed: false } : { ...last, loading: false, failed: true },
    );
  }

  return { ...first, pages, hasNextPage: cursor !== null, isFetchingNextPage: more.loading, isFetchNextPageError: more.failed, fetchNextPage };
}
