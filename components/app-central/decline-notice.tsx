"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { NoMarketDialog } from "@/components/application/no-market-dialog";
import type { ApplicationView } from "@/lib/api/applications";
import { acknowledgeDecline, applicationPath } from "@/lib/api/application-writes";
import { useFetched } from "@/lib/api/use-fetched";
import { opensNoMarketModal } from "@/lib/domain/agent-flow";
import type { ApplicationStatus } from "@/lib/domain/statuses";
import { noMarketNotice } from "@/lib/domain/no-market";
import { HOMEOWNERS_SUPPORT_EMAIL } from "@/lib/support";

/**
 * An application the underwriter declined (or marked not taken up) tells the
 * agent once: the 'no market' modal opens on the submission until the agent
 * closes it, which records the acknowledgement and returns to /app-central.
 * The declined applications are read one at a time, until one not yet
 * acknowledged is found.
 */
export function DeclineNotice({ coverages }: { coverages: readonly { appID: string; status: ApplicationStatus }[] }) {
  const [passed, setPassed] = useState<string[]>([]);
  const next = coverages.find((c) => opensNoMarketModal(c.status) && !passed.includes(c.appID));
  if (!next) return null;
  return <DeclinedApplication key={next.appID} appID={next.appID} onPass={() => setPassed((all) => [...all, next.appID])} />;
}

function DeclinedApplication({ appID, onPass }: { appID: string; onPass: () => void }) {
  const router = useRouter();
  const { data: app, isError } = useFetched<ApplicationView>(applicationPath(appID));
  const shows = app !== undefined && !app.isDeclineAcknowledged && opensNoMarketModal(app.status);
  // Already acknowledged, or not to be read: the next declined application is looked at.
  const passes = isError || (app !== undefined && !shows);
  useEffect(() => {
    if (passes) onPass();
  }, [passes, onPass]);

  async function close() {
    if (!app) return;
    onPass();
    try {
      await acknowledgeDecline({ appID: app.appID, updatedDate: app.updatedDate });
    } catch {
      // Not recorded: the notice shows again on the next visit, which is harmless.
    }
    router.push("/app-central");
  }

  return (
    <NoMarketDialog
      notice={
        shows
          ? noMarketNotice({ productIdentifier: app.product.identifier, productName: app.product.name, homeownersSupportMailbox: HOMEOWNERS_SUPPORT_EMAIL })
          : null
      }
      onClose={() => void close()}
    />
  );
}
