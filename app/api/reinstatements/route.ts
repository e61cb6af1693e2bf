import { NextResponse } from "next/server";
import { recordListQuerySchema, reinstatementCreateSchema } from "@/lib/schemas/policy-records";
import { withAuth } from "@/server/api/with-auth";
import { createReinstatement, listReinstatements } from "@/server/services/reinstatements";

/** Reinstatements the caller may see: one submission's or application's, or all of them (the Reinstatements table). */
export const GET = withAuth({ query: recordListQuerySchema }, async ({ user, query }) => listReinstatements(user, query));

/** An agent requests reinstatement of a cancelled policy. */
export const POST = withAuth({ roles: ["Agent"], body: reinstatementCreateSchema, basedOn: true }, async ({ user, body, requestId }) =>
  NextResponse.json(await createReinstatement(user, body), { status: 201, headers: { "x-request-id": requestId } }),
);
