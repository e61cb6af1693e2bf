"use client";

import { updateApplication, type ApplicationChanges } from "./application-writes";
import { useWrite } from "./use-write";

/**
 * Writes to an application based on it as the screen last read it (its
 * updatedDate), and whether one is under way. Each write puts its answer in
 * the cache, so whatever shows the application shows it, and application and
 * submission data are read again, after a refusal as stale (409) too, so the
 * screen then shows the current state.
 */
export function useApplicationWrite(app: { appID: string; updatedDate: string | undefined }) {
  const mutation = useWrite((changes: ApplicationChanges) => updateApplication(app, changes));
  return { write: mutation.mutateAsync, isPending: mutation.isPending };
}
