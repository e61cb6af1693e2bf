import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { Webhook } from "standardwebhooks";
import { GET as DELIVERIES } from "@/app/api/agencies/[agencyID]/webhook-endpoints/[endpointID]/deliveries/route";
import { DELETE as REMOVE } from "@/app/api/agencies/[agencyID]/webhook-endpoints/[endpointID]/route";
import { GET as ENDPOINTS, POST as REGISTER } from "@/app/api/agencies/[agencyID]/webhook-endpoints/route";
import { PATCH as PATCH_APPLICATION } from "@/app/api/applications/[appID]/route";
import { GET as AUDIT } from "@/app/api/audit/route";
import { POST as NOTE } from "@/app/api/notes/route";
import type { WebhookEvent } from "@/lib/domain/webhook-events";
import { db } from "@/server/db";
import { guardedDelivery, isUnreachableAddress, postTo, UNREACHABLE_MESSAGE } from "@/server/webhooks/destination";
import { deliverDueWebhooks, RETRY_FOR_MS, type Send } from "@/server/webhooks/worker";
import { stableId } from "../../prisma/seed/stable-id";
import { call, type DemoUser } from "../support/api-client";
import { storeDocument } from "../support/documents";
import { createApplication, createCancellationRequest, updatedDate } from "../support/factories";
import { createApiKeyFor } from "../support/integrations";
import { sendOnlyTo, startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";

const acme = stableId("agency:acme");
const beacon = stableId("agency:beacon");
const endpointsOf = (agencyID: string) => `/api/agencies/${agencyID}/webhook-endpoints`;

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
  return () => receiver.close();
});

async function register(as: DemoUser | { token: string }, agencyID: string, body: unknown) {
  return call(REGISTER, endpointsOf(agencyID), { as, method: "POST", body, params: { agencyID } });
}

/** An endpoint of the agency at the receiver, under a path of its own so its requests can be told apart. */
async function endpointAtReceiver(agencyID: string, events: WebhookEvent[], as: DemoUser = agencyID === acme ? "agent" : "agent2") {
  const path = `/hooks/${Math.random().toString(36).slice(2)}`;
  const answer = await register(as, agencyID, { url: `${receiver.origin}${path}`, events });
  expect(answer.status).toBe(201);
  return { ...answer.json, path } as { id: string; secret: string; path: string };
}

/**
 * Runs the worker at `now` until nothing more is due: other tests' endpoints in this database may hold more due
 * deliveries than one pass claims.
 */
async function deliver(now = new Date()) {
  for (;;) {
    const { delivered, retrying, failed } = await deliverDueWebhooks({ now, send: sendOnlyTo(receiver) });
    if (delivered + retrying + failed === 0) return;
  }
}
const receivedAt = (path: string) => receiver.received.filter((r) => r.path === path);
const deliveriesOf = async (agencyID: string, endpointID: string, as: DemoUser = "underwriter") =>
  (await call(DELIVERIES, `${endpointsOf(agencyID)}/${endpointID}/deliveries`, { as, params: { agencyID, endpointID } })).json.deliveries as {
    event: string;
    status: string;
    attempts: number;
    lastResponseStatus: number | null;
    lastError: string | null;
    payload: { type: string; agencyID: string; data: Record<string, unknown> };
  }[];

async function bind(appID: string) {
  const answer = await call(PATCH_APPLICATION, `/api/applications/${appID}`, {
    as: "underwriter",
    method: "PATCH",
    params: { appID },
    body: { updatedDate: await updatedDate(appID), status: "Bound", policyNo: `POL-HOOK-${appID.slice(0, 8)}`, effectiveDate: "2027-01-01" },
  });
  expect(answer.status).toBe(200);
}

describe("webhooks", () => {
  it("tell the agency's endpoint of a bind, signed so the receiver can check it, and log the delivery", async () => {
    const endpoint = await endpointAtReceiver(acme, ["application.status_changed", "policy.bound"]);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const { appID, submissionId } = await createApplication({ status: "PendingBind", agentDocument: true, priced: true });
    await bind(appID);

    // Written with the change, sent by the worker.
    expect((await deliveriesOf(acme, endpoint.id)).map((d) => [d.event, d.status]).sort()).toEqual([
      ["application.status_changed", "pending"],
      ["policy.bound", "pending"],
    ]);
    await deliver();
    const posts = receivedAt(endpoint.path);
    expect(posts).toHaveLength(2);
    const verifier = new Webhook(endpoint.secret);
    const events = posts.map(
      (p) => verifier.verify(p.body, p.headers as Record<string, string>) as { type: string; agencyID: string; data: Record<string, unknown> },
    );
    const bound = events.find((e) => e.type === "policy.bound")!;
    expect(bound).toMatchObject({
      agencyID: acme,
      data: { appID, submissionID: submissionId, policyNumber: `POL-HOOK-${appID.slice(0, 8)}`, effectiveDate: "2027-01-01", expirationDate: "2028-01-01" },
    });
    expect(events.find((e) => e.type === "application.status_changed")).toMatchObject({ data: { appID, fromStatus: "PendingBind", toStatus: "Bound" } });

    // A receiver with another secret, or a body changed on the way, finds the signature wrong.
    const other = await endpointAtReceiver(acme, ["note.created"]);
    expect(() => new Webhook(other.secret).verify(posts[0].body, posts[0].headers as Record<string, string>)).toThrow();
    expect(() => verifier.verify(posts[0].body.replace(acme, beacon), posts[0].headers as Record<string, string>)).toThrow();

    const log = await deliveriesOf(acme, endpoint.id, "agent");
    expect(log.every((d) => d.status === "delivered" && d.attempts === 1 && d.lastResponseStatus === 200)).toBe(true);
  });

  it("send only the agency's own records, and never an internal note or a document kept for underwriters", async () => {
    const ours = await endpointAtReceiver(acme, ["note.created", "document.created", "cancellation.status_changed"]);
    const theirs = await endpointAtReceiver(beacon, ["note.created", "document.created", "cancellation.status_changed"]);
    const { appID } = await createApplication({ agency: "acme" });
    const note = (body: object) =>
      call(NOTE, "/api/notes", { as: "underwriter", method: "POST", body: { entityType: "Application", entityID: appID, ...body } });
    expect((await note({ content: "Visible to the agency." })).status).toBe(201);
    expect((await note({ content: "Underwriters only.", isInternal: true })).status).toBe(201);
    await storeDocument({ appID, filename: "loss-runs.pdf" });
    await storeDocument({ appID, filename: "reserves.pdf", uploaderType: "Underwriter", category: "upload_finalize_quote", exclusiveToUnderwriter: true });
    const { cancellation, appID: cancelledAppID } = await createCancellationRequest({ agency: "acme" });

    await deliver();
    // The agency's other records may be changing meanwhile (a binder filed after another test's bind): these two are this test's.
    const events = receivedAt(ours.path)
      .map((p) => JSON.parse(p.body) as { type: string; data: Record<string, unknown> })
      .filter((e) => e.data.appID === appID || e.data.appID === cancelledAppID);
    expect(events.map((e) => e.type).sort()).toEqual(["cancellation.status_changed", "document.created", "note.created"]);
    expect(events.find((e) => e.type === "note.created")!.data).toMatchObject({ content: "Visible to the agency.", appID });
    expect(events.find((e) => e.type === "document.created")!.data).toMatchObject({ fileName: "loss-runs.pdf", appID });
    expect(events.find((e) => e.type === "cancellation.status_changed")!.data).toMatchObject({
      cancellationID: cancellation.id,
      status: "CancellationRequested",
    });
    expect(receivedAt(theirs.path)).toHaveLength(0);
  });

  it("retry a failed or redirected delivery with growing delays, never following the redirect, and give up after 24 hours", async () => {
    const endpoint = await endpointAtReceiver(acme, ["note.created"]);
    const { appID } = await createApplication({ agency: "acme" });
    await call(NOTE, "/api/notes", { as: "agent", method: "POST", body: { entityType: "Application", entityID: appID, content: "Retry me." } });
    const start = new Date(Date.now() + 1_000);

    receiver.answerWith(endpoint.path, 500, 302);
    await deliver(start);
    let [delivery] = await deliveriesOf(acme, endpoint.id);
    expect(delivery).toMatchObject({ status: "pending", attempts: 1, lastResponseStatus: 500, lastError: "Answered 500." });
    // Not due again before its delay (30 s).
    await deliver(new Date(start.getTime() + 10_000));
    expect(receivedAt(endpoint.path)).toHaveLength(1);

    await deliver(new Date(start.getTime() + 31_000));
    [delivery] = await deliveriesOf(acme, endpoint.id);
    expect(delivery).toMatchObject({ status: "pending", attempts: 2, lastResponseStatus: 302, lastError: "Redirected (302); redirects are not followed." });
    expect(receiver.received.some((r) => r.path === "/moved")).toBe(false);

    // Still failing a day on: given up.
    receiver.answerWith(endpoint.path, 503);
    await deliver(new Date(start.getTime() + RETRY_FOR_MS));
    [delivery] = await deliveriesOf(acme, endpoint.id);
    expect(delivery).toMatchObject({ status: "failed", attempts: 3, lastResponseStatus: 503 });
    await deliver(new Date(start.getTime() + 2 * RETRY_FOR_MS));
    expect(receivedAt(endpoint.path)).toHaveLength(3);
  });

  it("deliver each event once when two workers run at once", async () => {
    const endpoint = await endpointAtReceiver(acme, ["note.created"]);
    const { appID } = await createApplication({ agency: "acme" });
    for (const content of ["One.", "Two.", "Three."]) {
      await call(NOTE, "/api/notes", { as: "agent", method: "POST", body: { entityType: "Application", entityID: appID, content } });
    }
    await Promise.all([deliver(), deliver()]);
    const bodies = receivedAt(endpoint.path).map((p) => (JSON.parse(p.body) as { data: { content: string } }).data.content);
    expect(bodies.sort()).toEqual(["One.", "Three.", "Two."]);
  });

  it("can be registered and read by the agency's own system with its key, and stop when removed", async () => {
    const { secret, serviceUserID } = await createApiKeyFor(acme);
    const registered = await register({ token: secret }, acme, { url: `${receiver.origin}/hooks/by-key`, events: ["note.created"], description: "AMS" });
    expect(registered.status).toBe(201);
    const listed = await call(ENDPOINTS, endpointsOf(acme), { as: { token: secret }, params: { agencyID: acme } });
    expect(listed.json.endpoints.find((e: { id: string }) => e.id === registered.json.id)).toMatchObject({ description: "AMS", deletedDate: null });
    expect(JSON.stringify(listed.json)).not.toContain(registered.json.secret);

    const { appID } = await createApplication({ agency: "acme" });
    await call(NOTE, "/api/notes", { as: "agent", method: "POST", body: { entityType: "Application", entityID: appID, content: "Before removal." } });
    const removed = await call(REMOVE, `${endpointsOf(acme)}/${registered.json.id}`, {
      as: { token: secret },
      method: "DELETE",
      params: { agencyID: acme, endpointID: registered.json.id },
    });
    expect(removed.status).toBe(200);
    expect(removed.json.deletedDate).not.toBeNull();
    // Both writes name who made them in the endpoint's trail: the key's service user.
    const trail = await call(AUDIT, `/api/audit?entityType=WebhookEndpoint&entityID=${registered.json.id}`, { as: "underwriter" });
    expect(trail.json.entries.map((e: { action: string; actor: { id: string } | null }) => [e.action, e.actor?.id])).toEqual([
      ["update", serviceUserID],
      ["insert", serviceUserID],
    ]);
    await call(NOTE, "/api/notes", { as: "agent", method: "POST", body: { entityType: "Application", entityID: appID, content: "After removal." } });
    await deliver();
    expect(receivedAt("/hooks/by-key")).toHaveLength(0);
    const log = await deliveriesOf(acme, registered.json.id, "agent");
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ status: "failed", lastError: "The endpoint was removed." });
  });

  it("send nothing more once an endpoint is removed while one of its deliveries is under way", async () => {
    const endpoint = await endpointAtReceiver(acme, ["note.created"]);
    const { appID } = await createApplication({ agency: "acme" });
    await call(NOTE, "/api/notes", { as: "agent", method: "POST", body: { entityType: "Application", entityID: appID, content: "Removed mid-send." } });
    const removeDuringSend: Send = async (url, request) => {
      if (!url.endsWith(endpoint.path)) return sendOnlyTo(receiver)(url, request);
      await call(REMOVE, `${endpointsOf(acme)}/${endpoint.id}`, { as: "agent", method: "DELETE", params: { agencyID: acme, endpointID: endpoint.id } });
      return { status: 500 };
    };
    for (;;) {
      const { delivered, retrying, failed } = await deliverDueWebhooks({ send: removeDuringSend });
      if (delivered + retrying + failed === 0) break;
    }
    await deliver(new Date(Date.now() + RETRY_FOR_MS));
    expect(receivedAt(endpoint.path)).toHaveLength(0);
    const log = await deliveriesOf(acme, endpoint.id, "agent");
    expect(log.map((d) => [d.status, d.lastError])).toEqual([["failed", "The endpoint was removed."]]);
  });

  it("refuse bad input and another agency, changing nothing", async () => {
    const before = await db.webhookEndpoint.count();
    const refused = async (body: unknown, field: string) => {
      const answer = await register("agent", acme, body);
      expect(answer.status).toBe(422);
      expect(answer.json.error.fields).toHaveProperty(field);
      return answer.json.error.fields[field] as string[];
    };
    expect(await refused({ url: "https://hooks.example.com/x", events: ["policy.created"] }, "events.0")).toEqual([
      "An event must be one of application.status_changed, policy.bound, note.created, document.created, endorsement.status_changed, cancellation.status_changed, reinstatement.status_changed.",
    ]);
    expect(await refused({ url: "https://hooks.example.com/x", events: [] }, "events")).toEqual(["Choose at least one event."]);
    for (const url of ["http://hooks.example.com/x", "ftp://hooks.example.com/x", "https://user:pw@hooks.example.com/x", "hooks.example.com", ""]) {
      expect(await refused({ url, events: ["policy.bound"] }, "url")).toEqual(["Enter the endpoint's full URL, starting with https://."]);
    }
    // A production server delivers only over https to another server.
    vi.stubEnv("NODE_ENV", "production");
    try {
      expect(await refused({ url: `${receiver.origin}/hooks`, events: ["policy.bound"] }, "url")).toEqual([
        "A webhook endpoint must be an https:// address of another server.",
      ]);
      expect(await refused({ url: "https://localhost/hooks", events: ["policy.bound"] }, "url")).toEqual([
        "A webhook endpoint must be an https:// address of another server.",
      ]);
    } finally {
      vi.unstubAllEnvs();
    }
    // Another agency's endpoints are not found, by its agent or its key.
    const { secret } = await createApiKeyFor(beacon);
    expect((await register("agent2", acme, { url: "https://hooks.example.com/x", events: ["policy.bound"] })).status).toBe(404);
    expect((await register({ token: secret }, acme, { url: "https://hooks.example.com/x", events: ["policy.bound"] })).status).toBe(404);
    const ours = await endpointAtReceiver(acme, ["policy.bound"]);
    const foreign = await call(DELIVERIES, `${endpointsOf(acme)}/${ours.id}/deliveries`, { as: "agent2", params: { agencyID: acme, endpointID: ours.id } });
    expect(foreign.status).toBe(404);
    const crossed = await call(REMOVE, `${endpointsOf(beacon)}/${ours.id}`, {
      as: "underwriter",
      method: "DELETE",
      params: { agencyID: beacon, endpointID: ours.id },
    });
    expect(crossed.status).toBe(404);
    expect(await db.webhookEndpoint.count()).toBe(before + 1);
  });
});

afterAll(() => vi.unstubAllEnvs());

describe("where a production server sends webhooks", () => {
  it("never to this machine or a private network, by address or by a name that resolves there", async () => {
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "172.16.0.9",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "::1",
      "::",
      "fd00::1",
      "fe80::1",
      "::ffff:10.0.0.1",
    ]) {
      expect(isUnreachableAddress(address), address).toBe(true);
    }
    for (const address of ["93.184.216.34", "8.8.8.8", "2606:4700:4700::1111", "::ffff:8.8.8.8"]) expect(isUnreachableAddress(address), address).toBe(false);

    const request = { body: "{}", headers: { "content-type": "application/json" }, timeoutMs: 5_000 };
    const guarded = { ...request, guarded: true };
    const path = "/hooks/guarded";
    await expect(postTo(`${receiver.origin}${path}`, guarded)).rejects.toThrow(UNREACHABLE_MESSAGE);
    await expect(postTo(`${receiver.url.replace("127.0.0.1", "localhost")}/by-name`, guarded)).rejects.toThrow(UNREACHABLE_MESSAGE);
    await expect(postTo("https://[::1]:9/hooks", guarded)).rejects.toThrow(UNREACHABLE_MESSAGE);
    expect(receiver.received.filter((r) => r.path.startsWith(path) || r.path.endsWith("/by-name"))).toHaveLength(0);
    // Outside production the same receiver is reached (the tests' own).
    expect(await postTo(`${receiver.origin}${path}`, { ...request, guarded: false })).toEqual({ status: 200 });
    expect(guardedDelivery({ NODE_ENV: "production" })).toBe(true);
    expect(guardedDelivery({ NODE_ENV: "test" })).toBe(false);
  });
});
