import { workQueueCountsSchema } from "@/lib/schemas/work-queue";
import { withAuth } from "@/server/api/with-auth";
import { countWaiting } from "@/server/services/work-queue-requests";

/** How many wait in each tab of the work queue: new business and each kind of request after bind. */
export const GET = withAuth({ answer: workQueueCountsSchema, may: "readWorkQueue" }, async ({ user }) => countWaiting(user));
