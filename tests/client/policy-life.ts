import createClient, { type Client } from "openapi-fetch";
import type { paths } from "./generated/api";

/*
 * A wholesaler's system, as an integrator writes it: a client generated from
 * /api/openapi.json (openapi-typescript, openapi-fetch) driving a policy's
 * life. It is type-checked on its own (tests/client/tsconfig.json)
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
  /** The first characters of the agency's key, as the key list shows them. */
  keyShown: boolean;
  /** The events written for the agency's webhook endpoint, in its delivery log. */
  events: string[];
  bound: { status: string; policyNo: string | null };
  documentName: string;
  noteRemoved: boolean;
  cancelled: string;
  reinstated: string;
  renewal: { appID: string; renewedFromAppID: string };
  refused: { status: number; code: string };
}

export interface Clients {
  agent: ApiClient;
  underwriter: ApiClient;
  /** The MGA's underwriter, whose notes the underwriter may remove. */
  mga: ApiClient;
}

/** The people behind the system: an underwriter makes the agency's key, with which the agency's system acts. */
export interface People {
  underwriter: ApiClient;
  mga: ApiClient;
  /** A client acting with a key. */
  withKey: (key: string) => ApiClient;
}

/** An answer as the API takes it: the pricing step's, e.g. the base premium. */
export interface Answer {
  sectionGroupID: string;
  answers: { source: string; value: number }[];
}

const readApplication = async (client: ApiClient, appID: string) => ok(await client.GET("/api/applications/{appID}", { params: { path: { appID } } }));

/**
 * An application whose questions are answered, taken to Bound: the agent
 * submits it; the underwriter prices it with the product's first carrier,
 * uploads the quote and approves it; the agent uploads a document and asks for
 * bind; the underwriter binds it. Every write names the state it is based on
 * in If-Match.
 */
async function bind({ agent, underwriter }: Clients, appID: string, pricing: Answer[], file: Blob, policyNo: string) {
  const change = async (
    client: ApiClient,
    body: { status?: "ApprovalRequested" | "QuoteApproved" | "PendingBind" | "Bound"; policyNo?: string; effectiveDate?: string },
  ) => {
    const app = await readApplication(client, appID);
    return ok(await client.PATCH("/api/applications/{appID}", { params: { path: { appID }, header: { "If-Match": app.updatedDate } }, body }));
  };
  const upload = async (client: ApiClient, filename: string, uploaderType: "Agent" | "Underwriter", category: "upload_view_upload" | "upload_finalize_quote") =>
    ok(await client.POST("/api/documents", { body: { appID, filename, category, uploaderType, file }, bodySerializer: formOf }));

  await change(agent, { status: "ApprovalRequested" });
  const submitted = await readApplication(underwriter, appID);
  ok(
    await underwriter.PATCH("/api/applications/{appID}", {
      params: { path: { appID }, header: { "If-Match": submitted.updatedDate } },
      body: { answerType: "pricing", selectedCarrierID: submitted.carriers.options[0]?.id, answers: pricing },
    }),
  );
  await upload(underwriter, "quote.pdf", "Underwriter", "upload_finalize_quote");
  await change(underwriter, { status: "QuoteApproved" });
  await upload(agent, "signed-application.pdf", "Agent", "upload_view_upload");
  await change(agent, { status: "PendingBind" });
  const bound = await change(underwriter, { status: "Bound", policyNo, effectiveDate: new Date().toISOString().slice(0, 10) });
  return { status: bound.status, policyNo: bound.policyNo };
}

/**
 * A policy's life through the API: an answered application bound (above);
 * then a note of the MGA's underwriter, removed by the underwriter; a
 * cancellation requested by the agent with its supporting document and made
 * by the underwriter; a reinstatement requested and granted; on a Bound
 * wholesale policy, a renewal requested; and a write based on an old
 * updatedDate refused as stale. The agency's side is its system, with the key
 * an underwriter made for it, told of the bind and the cancellation by webhook.
 */
export async function policyLife(
  people: People,
  fixtures: { agencyID: string; appID: string; pricing: Answer[]; policyNo: string; wholesaleID: string },
  file: Blob,
): Promise<PolicyLife> {
  const { underwriter, mga } = people;
  const key = ok(
    await underwriter.POST("/api/agencies/{agencyID}/api-keys", { params: { path: { agencyID: fixtures.agencyID } }, body: { name: "Agency system" } }),
  );
  const agent = people.withKey(key.secret);
  const clients = { agent, underwriter, mga };
  const endpoint = ok(
    await agent.POST("/api/agencies/{agencyID}/webhook-endpoints", {
      params: { path: { agencyID: fixtures.agencyID } },
      body: { url: "https://ams.example.com/hooks", events: ["policy.bound", "cancellation.status_changed"] },
    }),
  );
  const policyID = fixtures.appID;
  const wholesaleID = fixtures.wholesaleID;
  const bound = await bind(clients, policyID, fixtures.pricing, file, fixtures.policyNo);
  const policy = await readApplication(agent, policyID);

  const note = ok(await mga.POST("/api/notes", { body: { entityType: "Application", entityID: policy.appID, content: "Loss runs received." } }));
  const removed = ok(await underwriter.DELETE("/api/notes/{noteID}", { params: { path: { noteID: note.id }, header: { "If-Match": note.updatedDate } } }));

  const stale = await agent.POST("/api/cancellations", {
    body: { appID: policy.appID, updatedDate: "2020-01-01T00:00:00.000Z", cancellationDate: policy.effectiveDate ?? "", reason: "Sold the business" },
  });
  const refused = { status: stale.response.status, code: stale.error?.error.code ?? "" };

  const current = await readApplication(agent, policyID);
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

  const cancelled = await readApplication(agent, policyID);
  const asked = ok(
    await agent.POST("/api/reinstatements", { body: { appID: cancelled.appID, updatedDate: cancelled.updatedDate, reason: "Business resumed" } }),
  );
  const reinstatement = ok(
    await underwriter.PATCH("/api/reinstatements/{id}", {
      params: { path: { id: asked.id }, header: { "If-Match": asked.updatedDate } },
      body: { status: "PolicyReinstated" },
    }),
  );

  const wholesale = await readApplication(agent, wholesaleID);
  const renewal = ok(
    await agent.POST("/api/applications/{appID}/renewal", { params: { path: { appID: wholesale.appID }, header: { "If-Match": wholesale.updatedDate } } }),
  );

  const keys = ok(await underwriter.GET("/api/agencies/{agencyID}/api-keys", { params: { path: { agencyID: fixtures.agencyID } } }));
  const log = ok(
    await agent.GET("/api/agencies/{agencyID}/webhook-endpoints/{endpointID}/deliveries", {
      params: { path: { agencyID: fixtures.agencyID, endpointID: endpoint.id } },
    }),
  );
  return {
    keyShown: keys.keys.some((k) => k.id === key.id && key.secret.startsWith(k.prefix)),
    events: log.deliveries.map((d) => d.event).sort(),
    bound,
    documentName: document.filename,
    noteRemoved: removed.content === null,
    cancelled: cancellation.status,
    reinstated: reinstatement.status,
    renewal,
    refused,
  };
}
