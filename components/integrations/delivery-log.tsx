"use client";

import { ErrorState } from "@/components/ui/error-state";
import { ListTable } from "@/components/ui/list-table";
import { LoadingState } from "@/components/ui/loading-state";
import { Timestamp } from "@/components/ui/timestamp";
import { useWebhookDeliveries } from "@/lib/api/integrations";

const statusText = { pending: "Waiting to retry", sending: "Sending", delivered: "Delivered", failed: "Failed" } as const;
// The compact table's padding, as its headings have.
const cell = "px-2.5 py-2 align-top";

/** An endpoint's newest deliveries, read again while shown. */
export function DeliveryLog({ agencyID, endpointID }: { agencyID: string; endpointID: string }) {
  const log = useWebhookDeliveries(agencyID, endpointID);
  if (log.isPending) return <LoadingState label="Loading deliveries…" />;
  if (log.isError) return <ErrorState message="The deliveries could not be loaded." onRetry={log.refetch} />;
  if (log.data.deliveries.length === 0) return <p className="px-4 py-3 text-sm text-slate-600">Nothing has been sent to this endpoint yet.</p>;
  return (
    <ListTable caption="Deliveries" compact columns={["Event", "Status", "Attempts", "Last answer", "Created"]}>
      <tbody className="divide-y divide-slate-100">
        {log.data.deliveries.map((d) => (
          <tr key={d.id}>
            <td className={`${cell} font-mono text-xs`}>{d.event}</td>
            <td className={cell}>{statusText[d.status]}</td>
            <td className={cell}>{d.attempts}</td>
            <td className={cell}>{d.lastError ?? (d.lastResponseStatus ? `Answered ${d.lastResponseStatus}.` : "—")}</td>
            <td className={cell}>
              <Timestamp iso={d.createdDate} />
            </td>
          </tr>
        ))}
      </tbody>
    </ListTable>
  );
}
