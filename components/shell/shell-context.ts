"use client";

import { createContext, useContext } from "react";
import type { Role } from "@/lib/domain/roles";
import type { Flags } from "@/lib/flags";
import type { PolicyHistoryPresence } from "@/lib/navigation";

export interface ShellContextValue {
  role: Role;
  /** The flags the server evaluated for this user (the (app) layout). */
  flags: Flags;
  /** What of the user's book the left navigation was drawn with (the (app) layout). */
  book: { hasSubmission: boolean; history: PolicyHistoryPresence };
}

export const ShellContext = createContext<ShellContextValue | null>(null);

/** The signed-in user's role and flags, for screens inside the shell; null outside it. */
export function useShell(): ShellContextValue | null {
  return useContext(ShellContext);
}
