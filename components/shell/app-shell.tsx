"use client";

import { usePathname } from "next/navigation";
import { useMemo, useState, type ReactNode } from "react";
import { LeftNav, type NavSection } from "@/components/shell/left-nav";
import { NavSubsectionsContext } from "@/components/shell/nav-subsections";
import { NotificationBell } from "@/components/shell/notification-bell";
import { ShellContext } from "@/components/shell/shell-context";
import { UserMenu } from "@/components/shell/user-menu";
import type { Role } from "@/lib/domain/roles";
import type { Flags } from "@/lib/flags";
import { buildNavigation, submissionIDFromPath, type PolicyHistoryPresence } from "@/lib/navigation";

export interface AppShellProps {
  user: { fullName: string; email: string; role: Role };
  /** Whether the user may open the underwriter's screens, as the permission table says. */
  underwriterScreens: boolean;
  flags: Flags;
  history: PolicyHistoryPresence;
  hasSubmission: boolean;
  /** The underwriter's current submission; taken from /submission/{id} paths when omitted. */
  submissionID?: string;
  /** Content at the left of the header bar, e.g. a page title. */
  header?: ReactNode;
  children: ReactNode;
}

export function AppShell({ user, underwriterScreens, flags, history, hasSubmission, submissionID, header, children }: AppShellProps) {
  const pathname = usePathname() ?? "/";
  // Sections of numbered subsections under the links, which pages set with useNavSubsections.
  const [sections, setSections] = useState<NavSection[] | null>(null);
  const shell = useMemo(() => ({ role: user.role, flags }), [user.role, flags]);
  const items = buildNavigation({
    underwriterScreens,
    pathname,
    flags,
    history,
    hasSubmission,
    submissionID: submissionID ?? submissionIDFromPath(pathname),
  });

  return (
    <div className="flex min-h-screen bg-slate-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-4 focus:left-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-brand-700 focus:shadow-lg"
      >
        Skip to content
      </a>
      <LeftNav items={items} pathname={pathname} sections={sections} />
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 shrink-0 items-center justify-between gap-4 border-b border-slate-200 bg-white px-6">
          <div className="min-w-0 flex-1">{header}</div>
          <div className="flex items-center gap-2">
            {/* Decisions are notified whatever the notes flag says; only the notes panels follow it. */}
            <NotificationBell />
            <UserMenu fullName={user.fullName} email={user.email} role={user.role} />
          </div>
        </header>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-6 py-6 focus:outline-none">
          <ShellContext.Provider value={shell}>
            <NavSubsectionsContext.Provider value={setSections}>{children}</NavSubsectionsContext.Provider>
          </ShellContext.Provider>
        </main>
      </div>
    </div>
  );
}
