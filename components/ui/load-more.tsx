"use client";

import { ErrorState } from "./error-state";
import { Button } from "./button";

/** What a cursor-paged list (`useFetchedPages`) tells its footer. */
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
      <Button
        onClick={() => void list.fetchNextPage()}
        disabled={list.isFetchingNextPage}
        aria-busy={list.isFetchingNextPage || undefined}
        variant="secondary"
        size="sm"
      >
        {list.isFetchingNextPage ? "Loading…" : "Load more"}
      </Button>
    </div>
  );
}
