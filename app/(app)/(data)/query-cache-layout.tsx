import type { ReactNode } from "react";
import { QueryProvider } from "@/components/providers/query-provider";
import { pageUser } from "@/server/auth/page-user";

/**
 * The layout of the screens whose client parts read through the query cache
 * (pages elsewhere need none, or bring it with the parts that do). Each branch
 * of this group mounts it at its own level rather than once for the group: a
 * link to a page below a loading boundary is prefetched down to that boundary,
 * and React preloads the client code of every layout it passes, so a layout
 * of the whole group would load the cache's code on every page that links
 * into it (the work queue's rows link to the underwriter's steps).
 */
export default async function QueryCacheLayout({ children }: { children: ReactNode }) {
  // The (app) layout has refused a request without a user already; its read is shared within the request.
  const user = await pageUser();
  return user ? <QueryProvider userID={user.id}>{children}</QueryProvider> : null;
}
