import "server-only";
import { statusId, type ApplicationStatus } from "@/lib/domain/statuses";
import { transitionKindFor } from "@/lib/domain/transition-kind";
import { evaluateTransition } from "@/lib/domain/transitions";
import type { Flags } from "@/lib/flags";
import type { Prisma } from "../generated/prisma/client";
import type { SessionUser } from "../auth/session-user";
import { AppError } from "../errors";
import type { Tx } from "./applications";
import { persistedAgentDocument } from "./document-view";

interface CurrentApplication {
  id: string;
  status: string;
  updatedAt: Date;
  product: { isWholesale: boolean };
}

export interface StatusChangeInput {
  user: Pick<SessionUser, "id" | "role">;
  application: CurrentApplication;
  to: ApplicationStatus;
  flags: Pick<Flags, "allowEveryStatus" | "proceedToBind">;
  policyNo: string | null;
  reason?: string;
}

/** Whether the application has a document an agent uploaded and that is still there (request bind needs one). */
export async function hasPersistedAgentDocument(tx: Tx, applicationId: string): Promise<boolean> {
  const doc = await tx.document.findFirst({ where: { applicationId, ...persistedAgentDocument }, select: { id: true } });
  return Boolean(doc);
}

/**
 * Asks the rules whether this user may move the application to `to`; refuses
 * with 403 (role), 409 (current status) or 422 (precondition). Returns the
 * columns to write and the history row to append.
 */
export async function planStatusChange(tx: Tx, input: StatusChangeInput) {
  const from = input.application.status as ApplicationStatus;
  const isWholesale = input.application.product.isWholesale;
  const kind = transitionKindFor({ role: input.user.role, from, to: input.to, isWholesale });
  const verdict = evaluateTransition({
    kind,
    role: input.user.role,
    isWholesale,
    from,
    to: input.to,
    flags: input.flags,
    hasPersistedDocument: kind === "requestBind" ? await hasPersistedAgentDocument(tx, input.application.id) : false,
    policyNo: input.policyNo,
  });
  if (!verdict.allowed) throw new AppError(verdict.code, verdict.message, undefined, { currentStatus: from });
  return {
    data: { status: input.to, statusId: statusId(input.to) } satisfies Prisma.ApplicationUncheckedUpdateManyInput,
    history: { applicationId: input.application.id, fromStatus: from, toStatus: input.to, changedById: input.user.id, reason: input.reason ?? null },
  };
}

export type StatusHistoryRow = Awaited<ReturnType<typeof planStatusChange>>["history"];

/**
 * The one write of an application row: only if nobody changed it since it was
 * read (else 409), together with the status history row when the status moves.
 */
export async function commitApplicationUpdate(
  tx: Tx,
  application: CurrentApplication,
  data: Prisma.ApplicationUncheckedUpdateManyInput,
  history: StatusHistoryRow | null,
  onStale: () => Promise<AppError>,
): Promise<void> {
  const { count } = await tx.application.updateMany({ where: { id: application.id, updatedAt: application.updatedAt }, data });
  if (count === 0) throw await onStale();
  if (history) await tx.applicationStatusHistory.create({ data: history });
}
