import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { can } from "@/lib/domain/permissions";
import type { ApiKey, ApiKeyCreate, ApiKeyCreated, ApiKeyList } from "@/lib/schemas/integrations";
import { db, sql } from "../db";
import { ACTOR_CTE, actorParameters } from "../db/actor-sql";
import { sqlTimestamp } from "../db/sql-values";
import { forbidden, notFound } from "../errors";
import type { Prisma } from "../generated/prisma/client";
import { hashPassword } from "./password";
import type { LiveSession } from "./session-reuse";
import { SESSION_USER_COLUMNS, sessionUserOfSqlRow, type SessionUser, type SessionUserSqlRow } from "./session-user";

/** What every key starts with: a bearer token of this form is looked up as a key, never verified as a JWT. */
export const API_KEY_PREFIX = "cmk_";
// How much of a key is shown to tell keys apart: the prefix and 8 characters of its random part.
const SHOWN_LENGTH = API_KEY_PREFIX.length + 8;
// lastUsedAt moves at most this often: one write an hour, not one a request.
const LAST_USED_GRANULARITY_MS = 60 * 60 * 1000;

const hashOf = (key: string) => createHash("sha256").update(key).digest("hex");

export const isApiKey = (bearer: string) => bearer.startsWith(API_KEY_PREFIX);

const keySelect = {
  id: true,
  agencyId: true,
  userId: true,
  name: true,
  prefix: true,
  createdAt: true,
  lastUsedAt: true,
  revokedAt: true,
  createdBy: { select: { firstName: true, lastName: true } },
} satisfies Prisma.ApiKeySelect;

function toApiKey(row: Prisma.ApiKeyGetPayload<{ select: typeof keySelect }>): ApiKey {
  return {
    id: row.id,
    agencyID: row.agencyId,
    name: row.name,
    prefix: row.prefix,
    serviceUserID: row.userId,
    createdBy: `${row.createdBy.firstName} ${row.createdBy.lastName}`.trim(),
    createdDate: row.createdAt.toISOString(),
    lastUsedDate: row.lastUsedAt?.toISOString() ?? null,
    revokedDate: row.revokedAt?.toISOString() ?? null,
  };
}

/** The agency a manager of keys names, or 404: keys are an underwriter's to manage (403 for anyone else). */
async function managedAgency(viewer: Pick<SessionUser, "role">, agencyId: string) {
  if (!can(viewer.role, "manageApiKeys")) throw forbidden();
  const agency = await db.agency.findUnique({ where: { id: agencyId }, select: { id: true } });
  if (!agency) throw notFound("Agency");
  return agency;
}

/** GET /api/agencies/{agencyID}/api-keys: the agency's keys, newest first, revoked ones too. */
export async function listApiKeys(viewer: SessionUser, agencyId: string): Promise<ApiKeyList> {
  await managedAgency(viewer, agencyId);
  const rows = await db.apiKey.findMany({ where: { agencyId }, select: keySelect, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  return { keys: rows.map(toApiKey) };
}

/**
 * POST /api/agencies/{agencyID}/api-keys: a new key and its service user (an
 * agent of the agency that nobody can sign in as: its password is random and
 * never kept). The key is answered once; only its SHA-256 is stored.
 */
export async function createApiKey(viewer: SessionUser, agencyId: string, input: ApiKeyCreate): Promise<ApiKeyCreated> {
  await managedAgency(viewer, agencyId);
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  const passwordHash = await hashPassword(randomBytes(32).toString("base64url"));
  const row = await db.$transaction(async (tx) => {
    const user = await tx.user.create({
      data: {
        email: `api-key-${randomBytes(8).toString("hex")}@keys.invalid`,
        passwordHash,
        firstName: input.name,
        lastName: "(API key)",
        roles: ["Agent"],
        agencyId,
      },
      select: { id: true },
    });
    return tx.apiKey.create({
      data: { agencyId, userId: user.id, name: input.name, prefix: secret.slice(0, SHOWN_LENGTH), secretHash: hashOf(secret), createdById: viewer.id },
      select: keySelect,
    });
  });
  return { ...toApiKey(row), secret };
}

/** DELETE /api/agencies/{agencyID}/api-keys/{keyID}: the key stops working at once (keys are read afresh on every request). */
export async function revokeApiKey(viewer: SessionUser, agencyId: string, keyId: string): Promise<ApiKey> {
  await managedAgency(viewer, agencyId);
  const row = await db.$transaction(async (tx) => {
    const found = await tx.apiKey.findFirst({ where: { id: keyId, agencyId }, select: { id: true, revokedAt: true } });
    if (!found) throw notFound("API key");
    if (!found.revokedAt) await tx.apiKey.update({ where: { id: keyId }, data: { revokedAt: new Date(), revokedById: viewer.id } });
    return tx.apiKey.findUniqueOrThrow({ where: { id: keyId }, select: keySelect });
  });
  return toApiKey(row);
}

// The key's service user and agency, in one round trip; a revoked key finds nothing.
const API_KEY_SQL = `
SELECT ${SESSION_USER_COLUMNS}, k.id AS "keyId", extract(epoch FROM k."lastUsedAt") * 1000 AS "lastUsedAt"
FROM "ApiKey" k JOIN "User" u ON u.id = k."userId" LEFT JOIN "Agency" a ON a.id = u."agencyId"
WHERE k."secretHash" = $1 AND k."revokedAt" IS NULL`;

interface ApiKeyRow extends SessionUserSqlRow {
  keyId: string;
  lastUsedAt: number | string | null;
}

/**
 * What an API key stands for: its service user, while the key is not revoked.
 * Read afresh on every request, reads too (no session reuse), so a revoked
 * key is refused at once on every app server. The key's own id stands where
 * a session's would.
 */
export async function sessionOfApiKey(key: string): Promise<LiveSession | null> {
  const [row] = await sql.query<ApiKeyRow>(API_KEY_SQL, [hashOf(key)]);
  if (!row) return null;
  const user = sessionUserOfSqlRow(row);
  const now = Date.now();
  if (row.lastUsedAt === null || now - Number(row.lastUsedAt) >= LAST_USED_GRANULARITY_MS) {
    // The audit trail names the key's own service user as the one who marked it used.
    await sql.query(`${ACTOR_CTE} UPDATE "ApiKey" SET "lastUsedAt" = $4::timestamp FROM actor WHERE id = $3`, [
      ...actorParameters(user.id),
      row.keyId,
      sqlTimestamp(new Date(now)),
    ]);
  }
  return { user, sessionId: row.keyId, apiKeyId: row.keyId };
}
