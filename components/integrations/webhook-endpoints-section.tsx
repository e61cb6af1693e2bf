"use client";

import { Fragment, lazy, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { hiddenHeading, ListTable } from "@/components/ui/list-table";
import { LoadingState } from "@/components/ui/loading-state";
import { Timestamp } from "@/components/ui/timestamp";
import { registerWebhookEndpoint, removeWebhookEndpoint, useWebhookEndpoints } from "@/lib/api/integrations";
import { useWrite } from "@/lib/api/use-write";
import type { WebhookEndpoint, WebhookEndpointCreated } from "@/lib/schemas/integrations";
import { DeliveryLog } from "./delivery-log";
import { RevealedForm } from "./revealed-form";
import { SecretShownOnce } from "./secret-shown-once";

const loadForm = () => import("./webhook-endpoint-form");
const WebhookEndpointForm = lazy(() => loadForm().then((m) => ({ default: m.WebhookEndpointForm })));

const cell = "px-4 py-3 align-top";

/** An agency's webhook endpoints: added and removed here, each with its delivery log. */
export function WebhookEndpointsSection({ agencyID }: { agencyID: string }) {
  const endpoints = useWebhookEndpoints(agencyID);
  const register = useWrite(registerWebhookEndpoint);
  const remove = useWrite(removeWebhookEndpoint);
  const [created, setCreated] = useState<WebhookEndpointCreated | null>(null);
  const [removing, setRemoving] = useState<WebhookEndpoint | null>(null);
  const [open, setOpen] = useState<string | null>(null);

  return (
    <section aria-labelledby="webhooks-heading" className="space-y-4 rounded-lg border border-slate-200 bg-white p-5">
      <div>
        <h2 id="webhooks-heading" className="text-lg font-semibold text-slate-900">
          Webhooks
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Tell the agency&apos;s system when something changes on its applications and policies, instead of it asking again and again. Each delivery is signed
          with the endpoint&apos;s secret.
        </p>
      </div>
      {created ? (
        <SecretShownOnce title={`Signing secret for ${created.url}`} secret={created.secret} onDone={() => setCreated(null)}>
          The receiving system checks each delivery&apos;s signature with this secret.
        </SecretShownOnce>
      ) : null}
      <RevealedForm label="New webhook endpoint" preload={() => void loadForm()}>
        {(close) => (
          <WebhookEndpointForm
            onCancel={close}
            onRegister={async (input) => {
              setCreated(await register.mutateAsync({ agencyID, ...input }));
              close();
            }}
          />
        )}
      </RevealedForm>
      {endpoints.isPending ? (
        <LoadingState label="Loading webhook endpoints…" />
      ) : endpoints.isError ? (
        <ErrorState message="The webhook endpoints could not be loaded." onRetry={endpoints.refetch} />
      ) : endpoints.data.endpoints.length === 0 ? (
        <EmptyState title="No webhook endpoints yet">Add the address of the system that should be told of changes.</EmptyState>
      ) : (
        <ListTable caption="Webhook endpoints" columns={["Endpoint", "Events", "Added", "Status", hiddenHeading("Actions")]}>
          <tbody className="divide-y divide-slate-100">
            {endpoints.data.endpoints.map((endpoint) => (
              <Fragment key={endpoint.id}>
                <tr>
                  <td className={`${cell} break-all`}>
                    <span className="font-medium text-slate-900">{endpoint.url}</span>
                    {endpoint.description ? <span className="block text-xs text-slate-500">{endpoint.description}</span> : null}
                  </td>
                  <td className={`${cell} font-mono text-xs`}>{endpoint.events.join(", ")}</td>
                  <td className={cell}>
                    <Timestamp iso={endpoint.createdDate} /> <span className="text-slate-500">by {endpoint.createdBy}</span>
                  </td>
                  <td className={cell}>{endpoint.deletedDate ? "Removed" : "Active"}</td>
                  <td className={`${cell} space-x-2 text-right whitespace-nowrap`}>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-expanded={open === endpoint.id}
                      aria-controls={`deliveries-${endpoint.id}`}
                      aria-label={`Deliveries for ${endpoint.url}`}
                      onClick={() => setOpen(open === endpoint.id ? null : endpoint.id)}
                    >
                      Deliveries
                    </Button>
                    {endpoint.deletedDate ? null : (
                      <Button variant="secondary" size="sm" onClick={() => setRemoving(endpoint)} aria-label={`Remove ${endpoint.url}`}>
                        Remove
                      </Button>
                    )}
                  </td>
                </tr>
                {open === endpoint.id ? (
                  <tr id={`deliveries-${endpoint.id}`}>
                    <td colSpan={5} className="bg-slate-50 px-4 py-3">
                      <DeliveryLog agencyID={agencyID} endpointID={endpoint.id} />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            ))}
          </tbody>
        </ListTable>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(next) => (next ? undefined : setRemoving(null))}
        title="Remove this endpoint?"
        message={`Nothing more will be sent to ${removing?.url ?? "it"}; deliveries still waiting are given up. Its log stays.`}
        confirmLabel="Remove endpoint"
        tone="danger"
        failureMessage={(error) => (error instanceof Error ? error.message : "The endpoint could not be removed.")}
        onConfirm={async () => {
          if (removing) await remove.mutateAsync({ agencyID, endpointID: removing.id });
        }}
      />
    </section>
  );
}
