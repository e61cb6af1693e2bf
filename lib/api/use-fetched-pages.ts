"use client";

import { useEffect, useState } from "react";
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

/** Up to `count` pages of `path` following `first`, one after the other (each page's cursor is in the one before). */
export async function readPagesAfter<P extends CursorPage>(path: string, first: P, count: number, readPage: (path: string) => Promise<P>): Promise<P[]> {
  const pages: P[] = [];
  for (let cursor = first.nextCursor; cursor !== null && pages.length < count; cursor = pages.at(-1)!.nextCursor) {
    pages.push(await readPage(nextPagePath(path, cursor)));
  }
  return pages;
}

interface MorePages<P> {
  path: string;
  /** The first page these continue: a first page read again has them read again after it. */
  after: P | undefined;
  pages: P[];
  loading: boolean;
  failed: boolean;
}

/**
 * A cursor-paged list of the API, for a "Load more"
 * footer: its first page is read as `useFetched` reads it (again whenever
 * `path` changes), and each further page is appended when the user asks for
 * it. When the first page is read again for the same path (a refresh, a poll),
 * the pages loaded after it are read again too, and the list as it was stays
 * on screen until they are. The footer (`LoadMore`) reads what it returns.
 */
export function useFetchedPages<P extends CursorPage>(path: string, options?: FetchOptions<P>) {
  const first = useFetched<P>(path, options);
  const [kept, setKept] = useState<MorePages<P>>({ path, after: undefined, pages: [], loading: false, failed: false });
  const rereading =
    first.data !== undefined &&
    !first.isPlaceholderData &&
    kept.path === path &&
    kept.after !== undefined &&
    kept.after !== first.data &&
    kept.pages.length > 0;
  const keptCount = kept.pages.length;

  useEffect(() => {
    if (!rereading) return;
    const controller = new AbortController();
    const after = first.data!;
    readPagesAfter(path, after, keptCount, (next) => apiFetch<P>(next, { signal: controller.signal })).then(
      (pages) => setKept({ path, after, pages, loading: false, failed: false }),
      // The first page alone then, with "Load more" to go on from it.
      () => controller.signal.aborted || setKept({ path, after, pages: [], loading: false, failed: false }),
    );
    return () => controller.abort();
  }, [rereading, path, first.data, keptCount]);

  const more = rereading || kept.after === first.data ? kept : { path, after: first.data, pages: [], loading: false, failed: false };
  const pages = rereading ? [kept.after!, ...kept.pages] : first.data ? [first.data, ...more.pages] : [];
  // An earlier answer on screen (another search, or the last visit's) has no next page to offer for this address.
  const cursor = first.isPlaceholderData ? null : (pages.at(-1)?.nextCursor ?? null);

  async function fetchNextPage(): Promise<void> {
    const after = first.data;
    if (!after || !cursor || more.loading || rereading) return;
    setKept({ ...more, path, loading: true, failed: false });
    const page = await apiFetch<P>(nextPagePath(path, cursor)).catch(() => null);
    // Dropped when the first page was read again meanwhile.
    setKept((last) =>
      last.after !== after ? last : page ? { ...last, pages: [...last.pages, page], loading: false, failed: false } : { ...last, loading: false, failed: true },
    );
  }

  return {
    ...first,
    isFetching: first.isFetching || rereading,
    pages,
    hasNextPage: cursor !== null,
    // While the loaded pages are read again, the next page waits for them (its cursor comes from the last).
    isFetchingNextPage: more.loading || rereading,
    isFetchNextPageError: more.failed,
    fetchNextPage,
  };
}
