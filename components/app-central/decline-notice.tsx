"use client";

import { useQueries, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { NoMarketDialog } from "@/components/application/no-market-dialog";
import type { ApplicationUpdateResult, ApplicationView } from "@/lib/api/applications";
import { apiFetch } from "@/lib/api/client";
import { invalidateApplicationsAndSubmissions, queryKeys } from "@/lib/api/query-keys";
import { opensNoMarketModal } from "@/lib/domain/agent-flow";
import type { ApplicationStatus } from "@/lib/domain/statuses";
import { noMarketNotice } from "@/lib/domain/no-market";
import { HOMEOWNERS_SUPPORT_EMAIL } from "@/lib/support";

/**
 * An application the underwriter declined (or marked not taken up) tells the
 * agent once: the 'no market' modal opens on the submission until the agent
 * closes it, which records the acknowledgement and returns to /app-central.
 */
export function DeclineNotice({ coverages }: { coverages: readonly { appID: string; status: ApplicationStatus }[] }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [closed, setClosed] = useState<string[]>([]);
  const declined = coverages.filter((c) => opensNoMarketModal(c.status) && !closed.includes(c.appID));
  const apps = useQueries({
    queries: declined.map((c) => ({
      queryKey: queryKeys.application(c.appID),
      queryFn: ({ signal }: { signal: AbortSignal }) => apiFetch<ApplicationView>(`/api/applications/${encodeURIComponent(c.appID)}`, { signal }),
    })),
  });
  const app = apps.map((q) => q.data).find((a): a is ApplicationView => Boolean(a && !a.isDeclineAcknowledged && opensNoMarketModal(a.status)));

  async function close() {
    if (!app) return;
    setClosed((c) => [...c, app.appID]);
    try {
      await apiFetch<ApplicationUpdateResult>(`/api/applications/${encodeURIComponent(app.appID)}`, {
        method: "PATCH",
        body: { updatedDate: app.updatedDate, isDeclineAcknowledged: true },
      });
    } catch {
      // Not recorded: the notice shows again on the next visit, which is harmless.
    }
    void invalidateApplicationsAndSubmissions(queryClient);
    router.push("/app-central");
  }

  return (
    <NoMarketDialog
      notice={
        app
          ? noMarketNotice({ productIdentifier: app.product.identifier, productName: app.product.name, homeownersSupportMailbox: HOMEOWNERS_SUPPORT_EMAIL })
          : null
      }
      onClose={() => void close()}
    />
  );
}
