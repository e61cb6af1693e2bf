import { waitingRequestPageSchema, waitingRequestQuerySchema } from "@/lib/schemas/work-queue";
import { withAuth } from "@/server/api/with-auth";
import { listWaitingRequests } from "@/server/services/work-queue-requests";

/** One kind of request after bind (endorsements, cancellations, reinstatements, renewals) waiting on an underwriter, oldest first. */
export const GET = withAuth({ answer: waitingRequestPageSchema, may: "readWorkQueue", query: waitingRequestQuerySchema }, async ({ user, query }) =>
  listWaitingRequests(user, query),
);
