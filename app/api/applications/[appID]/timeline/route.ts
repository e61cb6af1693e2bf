import { appParamsSchema } from "@/lib/schemas/common";
import { policyTimelineSchema } from "@/lib/schemas/policy-timeline";
import { withAuth } from "@/server/api/with-auth";
import { policyTimeline } from "@/server/services/policy-timeline";

/** The policy at a glance and everything that happened to it, newest first, as the viewer may see it. */
export const GET = withAuth({ answer: policyTimelineSchema, params: appParamsSchema }, async ({ user, params }) => policyTimeline(user, params.appID));
