import createClient, { type Client } from "openapi-fetch";
import type { paths } from "./generated/api";

/*
 * A wholesaler's system, as an integrator writes it: a client generated from
 * /api/openapi.json (openapi-typescript, openapi-fetch) driving a policy's
 * life after bind. It is type-checked on its own (tests/client/tsconfig.json)
 * and holds no cast: every call, body and answer is typed by the description.
 */

export type ApiClient = Client<paths>;

/** A client of the API at `baseUrl` acting with an API key or token; `fetch` is how requests reach the app. */
export function apiClient(baseUrl: string, token: string, fetch?: (request: Request) => Promise<Response>): ApiClient {
  return createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${token}` }, ...(fetch && { fetch }) });
}

/** The answer of a call that must succeed, or an error naming the status and the API's message. */
function ok<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.data === undefined) throw new Error(`Answered ${result.response.status}: ${JSON.stringify(result.error)}`);
  return result.data;
}

/** A multipart upload: the text fields first, the file last, as the server reads them. */
function formOf(fields: Record<string, string | Blob>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

export interface PolicyLife {
  documentName: string;
  noteRemoved: boolean;
  cancelled: string;
  reinstated: string;
  renewal: { appID: string; renewedFromAppID: string };
  refused: { status: number; code: string };
}

/**
 * On a Bound policy: a note of the MGA's underwriter, removed by the underwriter, a cancellation requested by
 * the agent with its supporting document and made by the underwriter, a
 * reinstatement requested and granted; on a Bound wholesale policy, a renewal
 * requested; a write based on an old updatedDate refused as stale.
 */
export async function policyLife(
  { agent, underwriter, mga }: { agent: ApiClient; underwriter: ApiClient; mga: ApiClient },
  policyID: string,
  wholesaleID: string,
  file: Blob,
): Promise<PolicyLife> {
  const policy = ok(await agent.GET("/api/applications/{appID}", { params: { path: { appID: policyID } } }));

  const note = ok(await mga.POST("/api/notes", { body: { entityType: "Application", entityID: policy.appID, content: "Loss runs received." } }));
  const removed = ok(await underwriter.DELETE("/api/notes/{noteID}", { params: { path: { noteID: note.id }, header: { "If-Match": note.updatedDate } } }));

  const stale = await agent.POST("/api/cancellations", {
    body: { appID: policy.appID, updatedDate: "2020-01-01T00:00:00.000Z", cancellationDate: policy.effectiveDate ?? "", reason: "Sold the business" },
  });
  const refused = { status: stale.response.status, code: stale.error?.error.code ?? "" };

  const current = ok(await agent.GET("/api/applications/{appID}", { params: { path: { appID: policyID } } }));
  const request = ok(
    await agent.POST("/api/cancellations", {
      body: { appID: current.appID, updatedDate: current.updatedDate, cancellationDate: current.effectiveDate ?? "", reason: "Sold the business" },
    }),
  );
  // The request's supporting document.
  const document = ok(
    await agent.POST("/api/documents", {
      body: { appID: policy.appID, filename: "loss-runs.pdf", category: "upload_view_upload", uploaderType: "Agent", cancellationID: request.id, file },
      bodySerializer: formOf,
    }),
  );
  const cancellation = ok(
    await underwriter.PATCH("/api/cancellations/{id}", {
      params: { path: { id: request.id }, header: { "If-Match": request.updatedDate } },
      body: { status: "PolicyCancelled" },
    }),
  );

  const cancelled = ok(await agent.GET("/api/applications/{appID}", { params: { path: { appID: policyID } } }));
  const asked = ok(
    await agent.POST("/api/reinstatements", { body: { appID: cancelled.appID, updatedDate: cancelled.updatedDate, reason: "Business resumed" } }),
  );
  const reinstatement = ok(
    await underwriter.PATCH("/api/reinstatements/{id}", {
      params: { path: { id: asked.id }, header: { "If-Match": asked.updatedDate } },
      body: { status: "PolicyReinstated" },
    }),
  );

  const wholesale = ok(await agent.GET("/api/applications/{appID}", { params: { path: { appID: wholesaleID } } }));
  const renewal = ok(
    await agent.POST("/api/applications/{appID}/renewal", { params: { path: { appID: wholesale.appID }, header: { "If-Match": wholesale.updatedDate } } }),
  );

  return {
    documentName: document.filename,
    noteRemoved: removed.content === null,
    cancelled: cancellation.status,
    reinstated: reinstatement.status,
    renewal,
    refused,
  };
}
