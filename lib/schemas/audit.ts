import { z } from "zod";
import { blankToUndefined } from "./common";

/** Entities with an audit trail (the tables the audit triggers watch, children filed under their parent). */
export const auditedEntityTypes = ["Application", "Submission", "Document", "Note", "Cancellation", "Reinstatement", "Endorsement", "User"] as const;
export type AuditedEntityType = (typeof auditedEntityTypes)[number];

export const AUDIT_PAGE_SIZE = 50;

export const auditQuerySchema = z.object({
  entityType: z.enum(auditedEntityTypes, { message: `entityType must be one of ${auditedEntityTypes.join(", ")}.` }),
  entityID: z.string().trim().min(1, "entityID is required.").max(100),
  cursor: z.preprocess(blankToUndefined, z.string().max(200).optional()),
  limit: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(200).default(AUDIT_PAGE_SIZE)),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

const change = z.object({ from: z.unknown(), to: z.unknown() });

export const auditEntrySchema = z.object({
  id: z.string(),
  occurredAt: z.string(),
  actor: z.object({ id: z.string(), fullName: z.string() }).nullable(),
  requestId: z.string().nullable(),
  action: z.enum(["insert", "update", "delete"]),
  changes: z.record(z.string(), change),
});

export const auditPageSchema = z.object({ entries: z.array(auditEntrySchema), nextCursor: z.string().nullable() });
export type AuditPage = z.infer<typeof auditPageSchema>;
