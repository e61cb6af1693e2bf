import { apiReinstatementSchema, reinstatementCreateSchema, reinstatementPageSchema } from "@/lib/schemas/policy-records";
import { reinstatementListQuerySchema } from "@/lib/schemas/policy-record-lists";
import { withAuth } from "@/server/api/with-auth";
import { evaluateFlags } from "@/server/flags/evaluate";
import { createReinstatement, listReinstatements } from "@/server/services/reinstatements";

/** Reinstatements the caller may see: one submission's or application's, or all of them (the Reinstatements table). */
export const GET = withAuth({ answer: reinstatementPageSchema, query: reinstatementListQuerySchema }, async ({ user, query }) =>
  listReinstatements(user, query),
);

/** An agent requests reinstatement of a cancelled policy; an underwriter reinstates one directly. */
export const POST = withAuth({ answer: apiReinstatementSchema, status: 201, body: reinstatementCreateSchema, basedOn: true }, async ({ user, body }) =>
  createReinstatement(user, body, await evaluateFlags(user)),
);
