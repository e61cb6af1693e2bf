import "server-only";
import { can } from "@/lib/domain/permissions";
import { isLocalAddress } from "@/lib/domain/webhook-events";
import type { WebhookDeliveryList, WebhookEndpoint, WebhookEndpointCreate, WebhookEndpointCreated, WebhookEndpointList } from "@/lib/schemas/integrations";
import type { SessionUser } from "../auth/session-user";
import { db, type Tx } from "../db";
import { AppError, notFound } from "../errors";
import type { Prisma } from "../generated/prisma/client";
import { guardedDelivery } from "./destination";
import { newWebhookSecret, sealSecret } from "./secret";

/** How many of an endpoint's deliveries its log answers: the newest. */
export const DELIVERY_LOG_SIZE = 100;

const endpointSelect = {
  id: true,
  agencyId: true,
  url: true,
  events: true,
  description: true,
  createdAt: true,
  deletedAt: true,
  createdBy: { select: { firstName: true, lastName: true } },
} satisfies Prisma.WebhookEndpointSelect;

function toEndpoint(row: Prisma.WebhookEndpointGetPayload<{ select: typeof endpointSelect }>): WebhookEndpoint {
  return {
    id: row.id,
    agencyID: row.agencyId,
    url: row.url,
    events: row.events as WebhookEndpoint["events"],
    description: row.description,
    createdBy: `${row.createdBy.firstName} ${row.createdBy.lastName}`.trim(),
    createdDate: row.createdAt.toISOString(),
    deletedDate: row.deletedAt?.toISOString() ?? null,
  };
}

/** The agency's endpoints are its own agents' (and keys') to manage, and any underwriter's; another agency's are not found. */
async function reachableAgency(viewer: Pick<SessionUser, "role" | "agencyId">, agencyId: string) {
  const mayReach = can(viewer.role, "manageWebhooks") && (can(viewer.role, "seeEveryAgency") || viewer.agencyId === agencyId);
  const agency = mayReach ? await db.agency.findUnique({ where: { id: agencyId }, select: { id: true } }) : null;
  if (!agency) throw notFound("Agency");
}

/** Plain http reaches only this machine, and only outside production: a production server delivers over https. */
function assertDeliverable(url: string) {
  const parsed = new URL(url);
  if (guardedDelivery() && (parsed.protocol !== "https:" || isLocalAddress(parsed))) {
    throw new AppError("unprocessable", "Invalid request body.", { url: ["A webhook endpoint must be an https:// address of another server."] });
  }
}

/** GET /api/agencies/{agencyID}/webhook-endpoints: the agency's endpoints, newest first, removed ones too. */
export async function listWebhookEndpoints(viewer: SessionUser, agencyId: string): Promise<WebhookEndpointList> {
  await reachableAgency(viewer, agencyId);
  const rows = await db.webhookEndpoint.findMany({ where: { agencyId }, select: endpointSelect, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  return { endpoints: rows.map(toEndpoint) };
}

/** POST /api/agencies/{agencyID}/webhook-endpoints: the endpoint and its signing secret, shown this once. */
export async function createWebhookEndpoint(viewer: SessionUser, agencyId: string, input: WebhookEndpointCreate): Promise<WebhookEndpointCreated> {
  await reachableAgency(viewer, agencyId);
  assertDeliverable(input.url);
  const secret = newWebhookSecret();
  // In a transaction, as every audited write: the trail's entry names who made the endpoint (server/db.ts).
  const row = await db.$transaction((tx) =>
    tx.webhookEndpoint.create({
      data: {
        agencyId,
        url: input.url,
        events: input.events,
        description: input.description || null,
        secretCipher: sealSecret(secret),
        createdById: viewer.id,
      },
      select: endpointSelect,
    }),
  );
  return { ...toEndpoint(row), secret };
}

async function findEndpoint(tx: Tx | typeof db, agencyId: string, endpointId: string) {
  const row = await tx.webhookEndpoint.findFirst({ where: { id: endpointId, agencyId }, select: endpointSelect });
  if (!row) throw notFound("Webhook endpoint");
  return row;
}

/** DELETE /api/agencies/{agencyID}/webhook-endpoints/{endpointID}: no more deliveries; those still waiting are given up, and the log stays. */
export async function removeWebhookEndpoint(viewer: SessionUser, agencyId: string, endpointId: string): Promise<WebhookEndpoint> {
  await reachableAgency(viewer, agencyId);
  const row = await db.$transaction(async (tx) => {
    const found = await findEndpoint(tx, agencyId, endpointId);
    if (found.deletedAt) return found;
    await tx.webhookDelivery.updateMany({
      where: { endpointId, status: { in: ["pending", "sending"] } },
      data: { status: "failed", lastError: "The endpoint was removed.", claimedUntil: null },
    });
    return tx.webhookEndpoint.update({ where: { id: endpointId }, data: { deletedAt: new Date() }, select: endpointSelect });
  });
  return toEndpoint(row);
}

/** GET .../webhook-endpoints/{endpointID}/deliveries: the endpoint's newest deliveries, what each sent and how it went. */
export async function listWebhookDeliveries(viewer: SessionUser, agencyId: string, endpointId: string): Promise<WebhookDeliveryList> {
  await reachableAgency(viewer, agencyId);
  await findEndpoint(db, agencyId, endpointId);
  const rows = await db.webhookDelivery.findMany({
    where: { endpointId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: DELIVERY_LOG_SIZE,
  });
  return {
    deliveries: rows.map((d) => ({
      id: d.id,
      eventID: d.eventId,
      event: d.event as WebhookDeliveryList["deliveries"][number]["event"],
      status: d.status,
      attempts: d.attempts,
      createdDate: d.createdAt.toISOString(),
      lastAttemptDate: d.lastAttemptAt?.toISOString() ?? null,
      nextAttemptDate: d.status === "pending" ? d.nextAttemptAt.toISOString() : null,
      deliveredDate: d.deliveredAt?.toISOString() ?? null,
      lastResponseStatus: d.lastResponseStatus,
      lastError: d.lastError,
      payload: d.payload as Record<string, unknown>,
    })),
  };
}
