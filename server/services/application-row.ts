import "server-only";
import type { Prisma } from "../generated/prisma/client";
import type { SessionUser } from "../auth/session-user";
import { visibleDocuments } from "./document-view";
import { visibleNotes } from "./note-view";

/**
 * The application row both reads give: findApplication through Prisma and
 * readApplication in one statement (application-read.ts), which a test holds equal.
 */

type Viewer = Pick<SessionUser, "role" | "agencyId">;

/** What a viewer may see of an application's documents and notes: agents never see hidden or internal ones. */
function visibleTo(viewer: Viewer) {
  return {
    documents: { where: visibleDocuments(viewer), orderBy: [{ createdAt: "asc" as const }, { id: "asc" as const }] },
    notes: visibleNotes(viewer),
  };
}

/** A policy's latest cancellation or reinstatement first: the one its cancellationID or reinstatementID names. */
export const latestFirst = [{ createdAt: "desc" as const }, { id: "desc" as const }];

export function applicationInclude(viewer: Viewer) {
  const linked = {
    select: { id: true, submissionId: true, status: true, totalCostCents: true, product: { select: { id: true, label: true, isWholesale: true } } },
  } as const;
  return {
    product: { include: { carriers: { include: { carrier: true }, orderBy: { carrierId: "asc" } }, appetiteRules: { orderBy: { id: "asc" } } } },
    // The insured's name, and the state and class codes the carriers' appetite reads (server/services/appetite.ts).
    submission: {
      select: {
        companyName: true,
        firstName: true,
        lastName: true,
        addresses: { where: { kind: "physical" }, select: { kind: true, state: true } },
        businessTypes: { select: { businessType: { select: { naicsCode: true, isoCglCode: true } } }, orderBy: { businessTypeId: "asc" } },
      },
    },
    ...visibleTo(viewer),
    cancellations: { orderBy: latestFirst, take: 1 },
    reinstatements: { orderBy: latestFirst, take: 1 },
    renewals: { ...linked, orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
    // Its expiration tells whether a renewal not yet bound has lapsed (lib/domain/policy-standing.ts).
    renewedFrom: { select: { ...linked.select, expirationDate: true } },
  } satisfies Prisma.ApplicationInclude;
}

export type ApplicationRow = Prisma.ApplicationGetPayload<{ include: ReturnType<typeof applicationInclude> }>;
