import { Suspense, type ReactNode } from "react";
import { AppShell } from "@/components/shell/app-shell";
import { ClientStateSession } from "@/components/state/client-state-session";
import { UnauthorizedContent } from "@/components/errors/unauthorized-content";
import { can } from "@/lib/domain/permissions";
import type { Flags } from "@/lib/flags";
import { pageUser } from "@/server/auth/page-user";
import { log } from "@/server/log";
import { evaluateFlags } from "@/server/flags/evaluate";
import { navContext } from "@/server/services/nav-context";

export const dynamic = "force-dynamic";

/** Every signed-in screen: checks the session itself (the proxy is only a convenience) and loads the flags. */
export default async function AppLayout({ children }: { children: ReactNode }) {
  const user = await pageUser();
  if (!user) return <UnauthorizedContent />;
  let flags: Flags;
  try {
    flags = await evaluateFlags(user);
  } catch (error) {
    log.error({ err: error, userId: user.id }, "feature flags could not be loaded");
    return <UnauthorizedContent />;
  }
  const { history, hasSubmission } = await navContext(user);
  return (
    <AppShell
      user={{ fullName: user.fullName, email: user.email, role: user.role }}
      underwriterScreens={can(user.role, "openUnderwriterScreens")}
      flags={flags}
      history={history}
      hasSubmission={hasSubmission}
    >
      <Suspense fallback={null}>
        <ClientStateSession userID={user.id} />
      </Suspense>
      {children}
    </AppShell>
  );
}
