import type { EndorsementCreateInput, EndorsementsCreated } from "@/lib/schemas/endorsements";
import { apiFetch } from "./client";
import { invalidateWhenSettled } from "./cache-updates";

/**
 * POST /api/endorsements: the draft's changes, one endorsement per effective date, each ApprovalRequested. Settled
 * either way (a refusal, 409, means the screen is stale), the policy, its submission and the endorsement lists are read
 * again.
 */
export const submitEndorsements = (body: EndorsementCreateInput): Promise<EndorsementsCreated> =>
  invalidateWhenSettled(apiFetch<EndorsementsCreated>("/api/endorsements", { method: "POST", body }), () => [{ kind: "endorsement", appID: body.appID }]);
