import "server-only";
import { getServerSession } from "next-auth";
import { cache } from "react";
import { authOptions } from "./options";
import { loadSessionUser, type SessionUser } from "./session-user";

/** The signed-in user for a page render (once per request), re-read from the database. */
export const pageUser = cache(async (): Promise<SessionUser | null> => {
  const session = await getServerSession(authOptions);
  return session?.user?.id ? loadSessionUser(session.user.id) : null;
});
