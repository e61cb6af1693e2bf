"use client";

import { ErrorState } from "./error-state";

/** What a cursor-paged list (TanStack Query's infinite query) tells its footer. */
export interface PagedList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** The footer of a paged table: "Load more" while there is a next page, or the error of the page that failed. */
export function LoadMore({ list, noun }: { list: PagedList; noun: string }) {
  if (list.isFetchNextPageError) {
    return (
      <div className="border-t border-slate-200 p-4">
        <ErrorState message={`More ${noun} could not be loaded.`} onRetry={() => void list.fetchNextPage()} />
      </div>
    );
  }
  if (!list.hasNextPage) return null;
  return (
    <div className="flex justify-center border-t border-slate-200 px-4 py-3">
      <button
        type="button"
        onClick={() => void list.fetchNextPage()}
        disabled={list.isFetchingNextPage}
        aria-busy={list.isFetchingNextPage || undefined}
        className="inline-flex h-9 items-center rounded-md border border-slate-300 px-3 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50"
      >
        {list.isFetchingNextPage ? "Loading…" : "Load more"}
      </button>
    </div>
  );
}
