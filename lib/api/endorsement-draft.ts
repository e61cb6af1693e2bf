"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EndorsementCreateInput, EndorsementsCreated } from "@/lib/schemas/endorsements";
import { apiFetch } from "./client";
import { invalidateApplicationsAndSubmissions } from "./query-keys";

/** POST /api/endorsements: the draft's changes, one endorsement per effective date, each ApprovalRequested. */
export function useSubmitEndorsements() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndorsementCreateInput) => apiFetch<EndorsementsCreated>("/api/endorsements", { method: "POST", body }),
    onSettled: () => invalidateApplicationsAndSubmissions(queryClient),
  });
}
