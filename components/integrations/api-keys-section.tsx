"use client";

import { lazy, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { hiddenHeading, ListTable } from "@/components/ui/list-table";
import { LoadingState } from "@/components/ui/loading-state";
import { Timestamp } from "@/components/ui/timestamp";
import { createApiKey, revokeApiKey, useApiKeys } from "@/lib/api/integrations";
import { useWrite } from "@/lib/api/use-write";
import type { ApiKey, ApiKeyCreated } from "@/lib/schemas/integrations";
import { RevealedForm } from "./revealed-form";
import { SecretShownOnce } from "./secret-shown-once";

const loadForm = () => import("./api-key-form");
const ApiKeyForm = lazy(() => loadForm().then((m) => ({ default: m.ApiKeyForm })));

const cell = "px-4 py-3 align-top";

/** An agency's API keys: made and revoked here by underwriters; each key is shown once, when it is made. */
export function ApiKeysSection({ agencyID }: { agencyID: string }) {
  const keys = useApiKeys(agencyID);
  const create = useWrite(createApiKey);
  const revoke = useWrite(revokeApiKey);
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  return (
    <section aria-labelledby="api-keys-heading" className="space-y-4 rounded-lg border border-slate-200 bg-white p-5">
      <div>
        <h2 id="api-keys-heading" className="text-lg font-semibold text-slate-900">
          API keys
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          A key lets the agency&apos;s own system use the API as the agency&apos;s agents do, without a person&apos;s password. Send it as{" "}
          <code className="font-mono text-xs">Authorization: Bearer &lt;key&gt;</code>.
        </p>
      </div>
      {created ? (
        <SecretShownOnce title={`Your new API key: ${created.name}`} secret={created.secret} onDone={() => setCreated(null)}>
          Give this key to the agency&apos;s system.
        </SecretShownOnce>
      ) : null}
      <RevealedForm label="New API key" preload={() => void loadForm()}>
        {(close) => (
          <ApiKeyForm
            onCancel={close}
            onCreate={async (input) => {
              setCreated(await create.mutateAsync({ agencyID, ...input }));
              close();
            }}
          />
        )}
      </RevealedForm>
      {keys.isPending ? (
        <LoadingState label="Loading API keys…" />
      ) : keys.isError ? (
        <ErrorState message="The API keys could not be loaded." onRetry={keys.refetch} />
      ) : keys.data.keys.length === 0 ? (
        <EmptyState title="No API keys yet">Create one for each system that should reach the API.</EmptyState>
      ) : (
        <ListTable caption="API keys" columns={["Name", "Key", "Created", "Last used", "Status", hiddenHeading("Actions")]}>
          <tbody className="divide-y divide-slate-100">
            {keys.data.keys.map((key) => (
              <tr key={key.id}>
                <td className={`${cell} font-medium text-slate-900`}>{key.name}</td>
                <td className={`${cell} font-mono text-xs`}>{key.prefix}…</td>
                <td className={cell}>
                  <Timestamp iso={key.createdDate} /> <span className="text-slate-500">by {key.createdBy}</span>
                </td>
                <td className={cell}>{key.lastUsedDate ? <Timestamp iso={key.lastUsedDate} /> : "Never"}</td>
                <td className={cell}>{key.revokedDate ? "Revoked" : "Active"}</td>
                <td className={`${cell} text-right`}>
                  {key.revokedDate ? null : (
                    <Button variant="secondary" size="sm" onClick={() => setRevoking(key)} aria-label={`Revoke ${key.name}`}>
                      Revoke
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </ListTable>
      )}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => (open ? undefined : setRevoking(null))}
        title="Revoke this API key?"
        message={`${revoking?.name ?? "The key"} will be refused from its next request. This cannot be undone.`}
        confirmLabel="Revoke key"
        tone="danger"
        failureMessage={(error) => (error instanceof Error ? error.message : "The key could not be revoked.")}
        onConfirm={async () => {
          if (revoking) await revoke.mutateAsync({ agencyID, keyID: revoking.id });
        }}
      />
    </section>
  );
}
