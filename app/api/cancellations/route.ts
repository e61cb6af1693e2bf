import { apiCancellationSchema, cancellationCreateSchema, cancellationPageSchema } from "@/lib/schemas/policy-records";
import { cancellationListQuerySchema } from "@/lib/schemas/policy-record-lists";
import { withAuth } from "@/server/api/with-auth";
import { evaluateFlags } from "@/server/flags/evaluate";
import { createCancellation, listCancellations } from "@/server/services/cancellations";

/** Cancellations the caller may see: one submission's or application's, or all of them (the Cancellations table). */
export const GET = withAuth({ answer: cancellationPageSchema, query: cancellationListQuerySchema }, async ({ user, query }) => listCancellations(user, query));

/** An agent requests cancellation of a Bound policy; an underwriter cancels one outright. */
export const POST = withAuth({ answer: apiCancellationSchema, status: 201, body: cancellationCreateSchema, basedOn: true }, async ({ user, body }) =>
  createCancellation(user, body, await evaluateFlags(user)),
);
