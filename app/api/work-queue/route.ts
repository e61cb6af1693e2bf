import { workQueuePageSchema, workQueueQuerySchema } from "@/lib/schemas/work-queue";
import { withAuth } from "@/server/api/with-auth";
import { listWorkQueue } from "@/server/services/work-queue";

/** The underwriter's work queue: applications waiting on an underwriter, oldest first. */
export const GET = withAuth({ answer: workQueuePageSchema, may: "readWorkQueue", query: workQueueQuerySchema }, async ({ user, query }) =>
  listWorkQueue(user, query),
);
