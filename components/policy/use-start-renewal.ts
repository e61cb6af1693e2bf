"use client";

import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { requestRenewal } from "@/lib/api/application-writes";
import { refusalMessage } from "@/lib/api/refusal";
import { useWrite } from "@/lib/api/use-write";
import { RENEWAL_CREATED_MESSAGE, RENEWAL_FAILED_MESSAGE } from "@/lib/domain/renewals";
import { reviewHref } from "@/lib/domain/review-target";

/**
 * Starts a policy's renewal, as the coverage row's Renew and Request Renewal and the policy summary's Renew do: says
 * it is created, and opens a marketplace renewal's questionnaire, where it is worked as new business. A refusal is
 * said, then thrown for the caller to decide what stays open.
 */
export function useStartRenewal() {
  const router = useRouter();
  const write = useWrite(requestRenewal);
  async function start(policy: { appID: string; updatedDate: string }, { opensQuestionnaire }: { opensQuestionnaire: boolean }) {
    let created;
    try {
      created = await write.mutateAsync(policy);
    } catch (error) {
      toast.error(refusalMessage(error, RENEWAL_FAILED_MESSAGE), { groupKey: "renewal" });
      throw error;
    }
    toast.success(RENEWAL_CREATED_MESSAGE, { groupKey: "renewal" });
    if (opensQuestionnaire) router.push(reviewHref(created.appID, "InProgress"));
  }
  return { start, isPending: write.isPending };
}
