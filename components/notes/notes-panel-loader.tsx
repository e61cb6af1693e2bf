"use client";

import dynamic from "next/dynamic";
import { LoadingState } from "@/components/ui/loading-state";

/**
 * The notes panel, loaded after the page shows: its code (and the schemas it
 * validates answers with) stays out of the page's first JavaScript.
 */
export const NotesPanelLoader = dynamic(() => import("./notes-panel").then((m) => m.NotesPanel), {
  ssr: false,
  loading: () => (
    <div className="w-full rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <LoadingState label="Loading notes…" />
    </div>
  ),
});
