"use client";

import { useSyncExternalStore } from "react";
import { LoadingState } from "@/components/ui/loading-state";
import { NotesPanel, type NotesPanelProps } from "./notes-panel";

const noChange = () => () => undefined;

/**
 * The notes panel, rendered in the browser only: the server's HTML and the
 * first render in the browser show the placeholder alike. Its code comes with
 * the page's: loaded apart with React's lazy, its chunk carried again the form
 * parts and dialogs the page had already loaded (2.6 kB more on a
 * questionnaire section).
 */
export function NotesPanelLoader(props: NotesPanelProps) {
  const inBrowser = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  const placeholder = (
    <div className="w-full rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <LoadingState label="Loading notes…" />
    </div>
  );
  return inBrowser ? <NotesPanel {...props} /> : placeholder;
}
