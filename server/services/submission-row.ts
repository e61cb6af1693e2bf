import "server-only";
import type { Prisma } from "../generated/prisma/client";
import type { SessionUser } from "../auth/session-user";
import { persistedAgentDocument } from "./document-view";
import { visibleNotes } from "./note-view";

/**
 * The submission row both reads give: findSubmission through Prisma and
 * readSubmission in one statement (submission-read.ts), which a test holds equal.
 */

type Viewer = Pick<SessionUser, "role" | "agencyId">;

export function submissionInclude(viewer: Viewer) {
  return {
    addresses: true,
    businessTypes: { include: { businessType: true }, orderBy: { businessType: { title: "asc" } } },
    agent: { select: { id: true, firstName: true, lastName: true, email: true, phoneNumber: true, agency: { select: { name: true } } } },
    applications: {
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      include: {
        product: {
          select: {
            id: true,
            label: true,
            icon: true,
            iconUrl: true,
            isWholesale: true,
            isDirectToConsumer: true,
            identifier: true,
            industry: { select: { identifier: true } },
            // What the carriers' appetite for the coverage reads (server/services/appetite.ts).
            carriers: { select: { carrier: { select: { id: true, name: true } } }, orderBy: { carrierId: "asc" } },
            appetiteRules: { orderBy: { id: "asc" } },
          },
        },
        renewals: { select: { id: true }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
        _count: { select: { documents: { where: persistedAgentDocument } } },
      },
    },
    notes: { ...visibleNotes(viewer), where: { ...visibleNotes(viewer).where, entityType: "Submission" } },
  } satisfies Prisma.SubmissionInclude;
}

export type SubmissionRow = Prisma.SubmissionGetPayload<{ include: ReturnType<typeof submissionInclude> }>;
