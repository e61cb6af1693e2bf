"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import type { useNotesScope } from "@/lib/api/notes";

export interface OlderNotesProps {
  list: Pick<ReturnType<typeof useNotesScope>, "hasNextPage" | "isFetchingNextPage" | "fetchNextPage">;
}

/**
 * The foot of the notes list: "Show older notes" while there are more, or that the last try failed, with "Try again".
 * The failure is kept until the next try, since the list's reads every 15 seconds read only the pages already shown.
 */
export function OlderNotes({ list }: OlderNotesProps) {
  const [failed, setFailed] = useState(false);
  const load = () => {
    setFailed(false);
    void list.fetchNextPage().then((result) => setFailed(result.isFetchNextPageError));
  };
  if (failed) {
    return (
      <div className="pt-4">
        <ErrorState message="Older notes could not be loaded." onRetry={load} />
      </div>
    );
  }
  return list.hasNextPage ? (
    <div className="flex justify-center pt-2">
      <Button variant="secondary" onClick={load} disabled={list.isFetchingNextPage}>
        Show older notes
      </Button>
    </div>
  ) : null;
}
