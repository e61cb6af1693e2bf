"use client";

import { useShell } from "@/components/shell/shell-context";
import { NotesPanelLoader } from "./notes-panel-loader";

/** An application's notes panel, shown while the marketplace-notes flag is on (spec 3 §6). */
export function ApplicationNotes({ appID, submissionID }: { appID: string; submissionID: string }) {
  const shell = useShell();
  if (!shell?.flags.marketplaceNotes) return null;
  return <NotesPanelLoader entityType="Application" entityID={appID} submissionID={submissionID} role={shell.role} />;
}
