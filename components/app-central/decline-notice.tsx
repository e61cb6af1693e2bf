"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { NoMarketDialog } from "@/components/application/no-market-dialog";
import { acknowledgeDecline } from "@/lib/api/application-writes";
import { useWrite } from "@/lib/api/use-write";
import { awaitsNoMarketNotice } from "@/lib/domain/agent-flow";
import type { ApplicationStatus } from "@/lib/domain/statuses";
import { noMarketNotice } from "@/lib/domain/no-market";
import { HOMEOWNERS_SUPPORT_EMAIL } from "@/lib/support";

interface DeclinedCoverage {
  appID: string;
  status: ApplicationStatus;
  productName: string;
  productIdentifier: string;
  updatedDate: string;
  isDeclineAcknowledged: boolean;
}

/**
 * An application the underwriter declined (or marked not taken up) tells the
 * agent once: the 'no market' modal opens on the submission until the agent
 * closes it, which records the acknowledgement and returns to /app-central.
 * The submission's coverages say which are declined and not yet acknowledged,
 * so nothing more is read.
 */
export function DeclineNotice({ coverages }: { coverages: readonly DeclinedCoverage[] }) {
  const router = useRouter();
  const [closed, setClosed] = useState<string[]>([]);
  const next = coverages.find((c) => awaitsNoMarketNotice(c) && !closed.includes(c.appID));

  const acknowledge = useWrite(acknowledgeDecline);

  async function close(coverage: DeclinedCoverage) {
    setClosed((all) => [...all, coverage.appID]);
    try {
      await acknowledge.mutateAsync({ appID: coverage.appID, updatedDate: coverage.updatedDate });
    } catch {
      // Not recorded: the notice shows again on the next visit, which is harmless.
    }
    router.push("/app-central");
  }

  return (
    <NoMarketDialog
      notice={
        next
          ? noMarketNotice({ productIdentifier: next.productIdentifier, productName: next.productName, homeownersSupportMailbox: HOMEOWNERS_SUPPORT_EMAIL })
          : null
      }
      onClose={() => {
        if (next) void close(next);
      }}
    />
  );
}
