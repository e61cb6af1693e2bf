"use client";

import { useId, useState } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Field } from "@/components/ui/field";
import { LoadingState } from "@/components/ui/loading-state";
import { Select } from "@/components/ui/select";
import { useAgencies } from "@/lib/api/work-queue";
import { ApiKeysSection } from "./api-keys-section";
import { WebhookEndpointsSection } from "./webhook-endpoints-section";

export interface IntegrationsScreenProps {
  /** The agent's own agency; null for an underwriter, who chooses one. */
  ownAgencyID: string | null;
  /** The underwriter's choice as the address keeps it (`?agencyID=`), so a reload or a shared link opens the same agency. */
  initialAgencyID: string | null;
  chooseAgency: boolean;
  manageKeys: boolean;
}

function AgencyPicker({ agencyID, onChange }: { agencyID: string | null; onChange: (id: string | null) => void }) {
  const id = useId();
  const agencies = useAgencies();
  if (agencies.isPending) return <LoadingState label="Loading agencies…" />;
  if (agencies.isError) return <ErrorState message="The agencies could not be loaded." onRetry={agencies.refetch} />;
  return (
    <Field id={id} label="Agency" className="max-w-md">
      {(control) => (
        <Select {...control} value={agencyID ?? ""} onChange={(event) => onChange(event.target.value || null)}>
          <option value="">Choose an agency</option>
          {agencies.data.agencies.map((agency) => (
            <option key={agency.id} value={agency.id}>
              {agency.name}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/** An agency's keys (underwriters) and webhooks: the agent's own agency, or the one an underwriter chooses. */
export function IntegrationsScreen({ ownAgencyID, initialAgencyID, chooseAgency, manageKeys }: IntegrationsScreenProps) {
  const [chosen, setChosen] = useState<string | null>(initialAgencyID);
  const agencyID = chooseAgency ? chosen : ownAgencyID;

  function choose(next: string | null) {
    setChosen(next);
    const url = new URL(window.location.href);
    if (next) url.searchParams.set("agencyID", next);
    else url.searchParams.delete("agencyID");
    window.history.replaceState(window.history.state, "", url);
  }
  return (
    <div className="space-y-6">
      {chooseAgency ? <AgencyPicker agencyID={chosen} onChange={choose} /> : null}
      {agencyID === null ? (
        <EmptyState title={chooseAgency ? "Choose an agency" : "Your account belongs to no agency"}>
          {chooseAgency ? "Its API keys and webhooks are shown here." : "Webhooks are set up for an agency's own system."}
        </EmptyState>
      ) : (
        <>
          {manageKeys ? <ApiKeysSection key={`keys-${agencyID}`} agencyID={agencyID} /> : null}
          <WebhookEndpointsSection key={`hooks-${agencyID}`} agencyID={agencyID} />
        </>
      )}
    </div>
  );
}
