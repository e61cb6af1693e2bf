import "server-only";
import type { AuditedEntityType, AuditEventAction, AuditOutcome, AuditPage, AuditQuery } from "@/lib/schemas/audit";
import { db, type Tx } from "../db";
import { log } from "../log";
import { currentRequestContext } from "../request-context";
import { encodeCursor } from "@/lib/schemas/list-query";
import { afterKeyset } from "./keyset";

/**
 * The ids a trail is filed under. A user's trail is filed under their id, and
 * sign-in attempts with an email no account had under the email: either one
 * finds both.
 */
async function entityIds(query: AuditQuery): Promise<string[]> {
  if (query.entityType !== "User") return [query.entityID];
  const email = query.entityID.toLowerCase();
  const user = await db.user.findFirst({ where: { OR: [{ id: query.entityID }, { email }] }, select: { id: true, email: true } });
  return [...new Set([query.entityID, email, ...(user ? [user.id, user.email] : [])])];
}

/** GET /api/audit: an entity's changes and events, newest first (underwriters only; the route refuses everyone else). */
export async function auditTrail(query: AuditQuery): Promise<AuditPage> {
  const rows = await db.auditLog.findMany({
    where: {
      entityType: query.entityType,
      entityId: { in: await entityIds(query) },
      ...afterKeyset("occurredAt", "desc", query.cursor, "desc"),
    },
    orderBy: [{ occurredAt: "desc" }, { id: "desc" }],
    take: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const actorIds = [...new Set(page.map((r) => r.actorId).filter((id): id is string => id !== null))];
  const actors = await db.user.findMany({ where: { id: { in: actorIds } }, select: { id: true, firstName: true, lastName: true } });
  const names = new Map(actors.map((a) => [a.id, `${a.firstName} ${a.lastName}`.trim()]));
  return {
    entries: page.map((r) => ({
      id: r.id,
      occurredAt: r.occurredAt.toISOString(),
      actor: r.actorId ? { id: r.actorId, fullName: names.get(r.actorId) ?? "Former user" } : null,
      requestId: r.requestId,
      action: r.action as AuditPage["entries"][number]["action"],
      changes: r.changes as Record<string, { from: unknown; to: unknown }>,
      outcome: r.outcome as AuditOutcome | null,
      clientAddress: r.clientAddress,
      userAgent: r.userAgent,
      details: r.details as Record<string, unknown> | null,
    })),
    nextCursor: rows.length > query.limit ? encodeCursor({ at: page.at(-1)!.occurredAt, id: page.at(-1)!.id }) : null,
  };
}

/** An event that changes no audited table: the triggers cannot see it, so the server records it. */
export interface AuditEvent {
  /** What the event is filed under: a user's sign-ins, sign-outs and tokens under "User" and their id. */
  entityType: AuditedEntityType;
  entityId: string;
  action: AuditEventAction;
  outcome?: AuditOutcome;
  /** Further facts (which sign-in method, which email was tried); never a secret. */
  details?: Record<string, string | number | boolean | null>;
  /** Who acted, where it is not the request's signed-in user (a sign-in names the user it signs in; a failed one nobody). */
  actorId?: string | null;
}

// A browser's description is kept to a readable length.
const USER_AGENT_MAX = 512;

/**
 * Records an event in the audit trail, with the request's id, client address
 * and browser (server/request-context.ts), and writes the same facts as a log
 * line. Pass the transaction the event's own change runs in, so both are kept
 * or neither.
 */
export async function recordAuditEvent(event: AuditEvent, client: Pick<Tx, "auditLog"> = db): Promise<void> {
  const context = currentRequestContext();
  const row = {
    actorId: event.actorId === undefined ? (context?.actorId ?? null) : event.actorId,
    requestId: context?.requestId ?? null,
    entityType: event.entityType,
    entityId: event.entityId,
    action: event.action,
    outcome: event.outcome ?? null,
    clientAddress: context?.clientAddress ?? null,
    userAgent: context?.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
  };
  await client.auditLog.create({ data: { ...row, changes: {}, ...(event.details && { details: event.details }) } });
  log.info({ audit: { ...row, details: event.details } }, `audit: ${event.action}${event.outcome ? ` ${event.outcome}` : ""}`);
}
