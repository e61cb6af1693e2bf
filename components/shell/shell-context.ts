"use client";

import { createContext, useContext } from "react";
import type { Role } from "@/lib/domain/roles";
import type { Flags } from "@/lib/flags";

export interface ShellContextValue {
  role: Role;
  /** The flags the server evaluated for this user (the (app) layout). */
  flags: Flags;
}

export const ShellContext = createContext<ShellContextValue | null>(null);

/** The signed-in user's role and flags, for screens inside the shell; null outside it. */
export function useShell(): ShellContextValue | null {
  return useContext(ShellContext);
}
