"use client";

import { lazy, Suspense, useSyncExternalStore } from "react";
import { LoadingState } from "@/components/ui/loading-state";
import type { NotesPanelProps } from "./notes-panel";

// React's own lazy rather than next/dynamic, whose loader would come with every page that shows notes (1 kB).
const NotesPanel = lazy(() => import("./notes-panel").then((m) => ({ default: m.NotesPanel })));

const noChange = () => () => undefined;

/**
 * The notes panel, loaded in the browser once the page shows: its code (and
 * the form and schemas it writes notes with) stays out of the page's first
 * JavaScript. The server's HTML and the first render in the browser show
 * the placeholder alike.
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
  return inBrowser ? (
    <Suspense fallback={placeholder}>
      <NotesPanel {...props} />
    </Suspense>
  ) : (
    placeholder
  );
}
