import { auditPageSchema, auditQuerySchema } from "@/lib/schemas/audit";
import { withAuth } from "@/server/api/with-auth";
import { auditTrail } from "@/server/services/audit";

/** An entity's audit trail: who changed which fields, when, from what to what. Underwriters only. */
export const GET = withAuth({ answer: auditPageSchema, may: "readAuditTrail", query: auditQuerySchema }, async ({ query }) => auditTrail(query));
