import type { ReactNode } from "react";
import { QueryProvider } from "@/components/providers/query-provider";
import { pageUser } from "@/server/auth/page-user";

/**
 * The layout of the screens whose client parts read through the query cache
 * (pages elsewhere need none, or bring it with the parts that do): the
 * agent's quote summary, the application's documents and the endorsement
 * pages. Mounted by the branch of this group that has them rather than once
 * for the group: a link to a page below a loading boundary is prefetched down
 * to that boundary, and React preloads the client code of every layout it
 * passes, so a layout of a whole group would load the cache's code on every
 * page that links into it.
 */
export default async function QueryCacheLayout({ children }: { children: ReactNode }) {
  // The (app) layout has refused a request without a user already; its read is shared within the request.
  const user = await pageUser();
  return user ? <QueryProvider userID={user.id}>{children}</QueryProvider> : null;
}
