import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import { cookieSession } from "./request-session";
import type { SessionUser } from "./session-user";

/** The signed-in user for a page render (once per request): a live session, re-read from the database. */
export const pageUser = cache(async (): Promise<SessionUser | null> => {
  const session = await cookieSession(await cookies());
  return session?.user ?? null;
});
