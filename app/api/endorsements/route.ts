import { endorsementCreateSchema, endorsementListQuerySchema, endorsementPageSchema, endorsementsCreatedSchema } from "@/lib/schemas/endorsements";
import { withAuth } from "@/server/api/with-auth";
import { evaluateFlags } from "@/server/flags/evaluate";
import { createEndorsements, listEndorsements } from "@/server/services/endorsements";

/** Endorsements the caller may see: one submission's or application's, or all of them (the history tabs). */
export const GET = withAuth({ answer: endorsementPageSchema, query: endorsementListQuerySchema }, async ({ user, query }) => listEndorsements(user, query));

/** Submits an endorsement draft of a Bound policy: one ApprovalRequested endorsement per effective date. */
export const POST = withAuth({ answer: endorsementsCreatedSchema, status: 201, body: endorsementCreateSchema }, async ({ user, body }) => ({
  endorsements: await createEndorsements(user, body, await evaluateFlags(user)),
}));
