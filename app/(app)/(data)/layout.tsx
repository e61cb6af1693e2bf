import type { ReactNode } from "react";
import { QueryProvider } from "@/components/providers/query-provider";
import { pageUser } from "@/server/auth/page-user";

/** The screens whose client parts read through the query cache (pages elsewhere need none, or bring it with the parts that do). */
export default async function DataLayout({ children }: { children: ReactNode }) {
  // The (app) layout has refused a request without a user already; its read is shared within the request.
  const user = await pageUser();
  return user ? <QueryProvider userID={user.id}>{children}</QueryProvider> : null;
}
