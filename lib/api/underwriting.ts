"use client";

import { useState } from "react";
import { updateApplication, type ApplicationChanges } from "./application-writes";

/**
 * Writes to an application based on it as the screen last read it (its
 * updatedDate), and whether one is under way. Each write announces itself:
 * whatever shows the application puts the answer in place, and application
 * and submission data are read again, after a refusal as stale (409) too, so
 * the screen then shows the current state.
 */
export function useApplicationWrite(app: { appID: string; updatedDate: string }) {
  const [writing, setWriting] = useState(0);
  async function write(changes: ApplicationChanges) {
    setWriting((n) => n + 1);
    try {
      return await updateApplication(app, changes);
    } finally {
      setWriting((n) => n - 1);
    }
  }
  return { write, isPending: writing > 0 };
}
