"use client";

import { useRouter } from "next/navigation";
import type { PolicyHistoryPresence } from "@/lib/navigation";
import { useShell } from "./shell-context";

/** A record whose first one changes the left navigation: a submission enables Documents, a policy history shows its link. */
export type NavigationRecord = "submission" | keyof PolicyHistoryPresence;

/**
 * The left navigation is drawn from the user's book by the (app) layout, on
 * the server, which a client navigation does not render again. After a write
 * that added the first record of a kind the navigation was drawn without, the
 * page is read again (a router refresh keeps what the screens hold), so the
 * navigation shows it without a reload; later writes of that kind cost nothing.
 */
export function useNavigationRefresh(): (added: NavigationRecord) => void {
  const router = useRouter();
  const book = useShell()?.book;
  return (added) => {
    if (!book) return;
    const shown = added === "submission" ? book.hasSubmission : book.history[added];
    if (!shown) router.refresh();
  };
}
