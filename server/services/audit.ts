import "server-only";
import type { AuditPage, AuditQuery } from "@/lib/schemas/audit";
import { db } from "../db";
import { AppError } from "../errors";

const encodeCursor = (occurredAt: Date, id: string) => Buffer.from(`${occurredAt.toISOString()}|${id}`).toString("base64url");

function decodeCursor(value: string): { occurredAt: Date; id: string } {
  const [iso, id] = Buffer.from(value, "base64url").toString().split("|");
  const occurredAt = new Date(iso);
  if (!id || Number.isNaN(occurredAt.getTime()) || occurredAt.getUTCFullYear() < 1) {
    throw new AppError("bad_request", "Cursor is not valid; use the nextCursor of a previous page.", { cursor: ["Not a valid cursor."] });
  }
  return { occurredAt, id };
}

/** GET /api/audit: an entity's changes, newest first (underwriters only; the route refuses everyone else). */
export async function auditTrail(query: AuditQuery): Promise<AuditPage> {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const rows = await db.auditLog.findMany({
    where: {
      entityType: query.entityType,
      entityId: query.entityID,
      ...(after && { OR: [{ occurredAt: { lt: after.occurredAt } }, { occurredAt: after.occurredAt, id: { lt: after.id } }] }),
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
      action: r.action as "insert" | "update" | "delete",
      changes: r.changes as Record<string, { from: unknown; to: unknown }>,
    })),
    nextCursor: rows.length > query.limit ? encodeCursor(page.at(-1)!.occurredAt, page.at(-1)!.id) : null,
  };
}
