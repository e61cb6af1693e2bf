import { z } from "zod";
import { blankToUndefined } from "./common";
import { cursorField, decodeCursor } from "./list-query";

/** Entities with an audit trail (the tables the audit triggers watch, children filed under their parent). */
export const auditedEntityTypes = [
  "Application",
  "Submission",
  "Document",
  "Note",
  "Cancellation",
  "Reinstatement",
  "Endorsement",
  "User",
  "ApiKey",
  "WebhookEndpoint",
] as const;
export type AuditedEntityType = (typeof auditedEntityTypes)[number];

/** A row's change, written by the audit triggers. */
export const auditChangeActions = ["insert", "update", "delete"] as const;
/**
 * An event that changes no audited table, written by the server
 * (recordAuditEvent in server/services/audit.ts). Sign-in attempts that fail
 * or are throttled are "sign-in" rows with that outcome.
 */
export const auditEventActions = ["sign-in", "sign-out", "sign-out-everywhere", "token-issued", "notifications-read"] as const;
export type AuditEventAction = (typeof auditEventActions)[number];
export const auditOutcomes = ["succeeded", "refused", "throttled"] as const;
export type AuditOutcome = (typeof auditOutcomes)[number];

export const AUDIT_PAGE_SIZE = 50;

export const auditQuerySchema = z.object({
  entityType: z.enum(auditedEntityTypes, { message: `entityType must be one of ${auditedEntityTypes.join(", ")}.` }),
  /** The entity's id; for a User also their email, which finds the sign-in attempts made with it too. */
  entityID: z.string().trim().min(1, "entityID is required.").max(320),
  cursor: cursorField(decodeCursor),
  limit: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(200).default(AUDIT_PAGE_SIZE)),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

const change = z.object({ from: z.unknown(), to: z.unknown() });

export const auditEntrySchema = z.object({
  id: z.string(),
  occurredAt: z.string(),
  actor: z.object({ id: z.string(), fullName: z.string() }).nullable(),
  requestId: z.string().nullable(),
  action: z.enum([...auditChangeActions, ...auditEventActions]),
  /** Each changed field of a row; {} for an event. */
  changes: z.record(z.string(), change),
  /** An event's outcome, client address, browser and further facts (never a secret); null for a row's change. */
  outcome: z.enum(auditOutcomes).nullable(),
  clientAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});

export const auditPageSchema = z.object({ entries: z.array(auditEntrySchema), nextCursor: z.string().nullable() });
export type AuditPage = z.infer<typeof auditPageSchema>;
