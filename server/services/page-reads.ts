import "server-only";
import { cache } from "react";
import type { ApiApplication } from "@/lib/schemas/application-answer";
import { appParamsSchema } from "@/lib/schemas/common";
import type { ApiCancellation, ApiReinstatement } from "@/lib/schemas/policy-records";
import type { PolicyTimeline } from "@/lib/schemas/policy-timeline";
import type { ApiSubmission } from "@/lib/schemas/submission-answer";
import { pageUser } from "../auth/page-user";
import type { SessionUser } from "../auth/session-user";
import { getApplication } from "./applications";
import { getCancellation } from "./cancellations";
import { policyTimeline } from "./policy-timeline";
import { getReinstatement } from "./reinstatements";
import { getSubmission } from "./submissions";

/*
 * What a page renders with on its first paint, read once per request (a
 * layout and its page share the read). Undefined when the viewer may not see
 * it or it cannot be read: the screen's own read in the browser then answers
 * as it always did (404 page, error state).
 */
export const pageApplication = cache((user: SessionUser, appID: string): Promise<ApiApplication | undefined> =>
  getApplication(user, appID).catch(() => undefined),
);
export const pageSubmission = cache((user: SessionUser, submissionID: string): Promise<ApiSubmission | undefined> =>
  getSubmission(user, submissionID).catch(() => undefined),
);
export const pageCancellation = cache((user: SessionUser, id: string): Promise<ApiCancellation | undefined> =>
  getCancellation(user, id).catch(() => undefined),
);
export const pageTimeline = cache((user: SessionUser, appID: string): Promise<PolicyTimeline | undefined> =>
  policyTimeline(user, appID).catch(() => undefined),
);
export const pageReinstatement = cache((user: SessionUser, id: string): Promise<ApiReinstatement | undefined> =>
  getReinstatement(user, id).catch(() => undefined),
);

/**
 * The signed-in user and the application a /coverage/{appID}/… page names, read for its first paint (undefined as
 * above); null without a user or when the address holds no application id.
 */
export async function pageApplicationAt(
  params: Promise<{ appID: string }>,
): Promise<{ user: SessionUser; appID: string; application?: ApiApplication } | null> {
  const user = await pageUser();
  const parsed = appParamsSchema.safeParse(await params);
  if (!user || !parsed.success) return null;
  const { appID } = parsed.data;
  return { user, appID, application: await pageApplication(user, appID) };
}
