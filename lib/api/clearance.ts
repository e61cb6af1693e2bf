"use client";

import type { Clearance, ClearanceDecisionInput } from "@/lib/schemas/clearance";
import { invalidateWhenSettled } from "./cache-updates";
import { clearanceKeys } from "./clearance-keys";
import { apiFetch } from "./client";
import { getQueryClient } from "./query-client";
import { useApiQuery } from "./use-api-query";

const clearancePath = (submissionID: string) => `/api/submission/${encodeURIComponent(submissionID)}/clearance`;

/** The submission's possible duplicates across agencies, painted first from the server's read (underwriters). */
export const useClearance = (submissionID: string, initial: Clearance) =>
  useApiQuery<Clearance>(clearanceKeys.one(submissionID), clearancePath(submissionID), { initial, basis: true });

/**
 * PUT .../clearance/{matchID}: the decision on one match. The answer is the clearance as it now stands; the queue's
 * "Possible duplicate" and a refused (stale) decision are read again.
 */
export const decideClearance = ({ submissionID, matchID, ...body }: ClearanceDecisionInput & { submissionID: string; matchID: string }) =>
  invalidateWhenSettled(
    apiFetch<Clearance>(`${clearancePath(submissionID)}/${encodeURIComponent(matchID)}`, { method: "PUT", body }).then((answer) => {
      getQueryClient().setQueryData(clearanceKeys.one(submissionID), answer);
      return answer;
    }),
    (answer) => [{ kind: "submission", submissionID }, ...(answer ? [] : [{ kind: "clearance" as const, submissionID }])],
  );
