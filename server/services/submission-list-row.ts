import "server-only";
import type { Prisma } from "../generated/prisma/client";

/**
 * A row of the submission list as both reads give it: listSubmissions through
 * Prisma and readSubmissionPage in one statement (submission-list-read.ts).
 */
export const listSelect = {
  id: true,
  status: true,
  companyName: true,
  firstName: true,
  lastName: true,
  updatedAt: true,
  // The name order's key: a page sorted by it ends at it.
  insuredSortKey: true,
  agent: { select: { firstName: true, lastName: true } },
  applications: {
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      id: true,
      status: true,
      renewedFromAppId: true,
      updatedAt: true,
      product: { select: { id: true, label: true, icon: true, iconUrl: true, isWholesale: true } },
    },
  },
} satisfies Prisma.SubmissionSelect;

export type ListRow = Prisma.SubmissionGetPayload<{ select: typeof listSelect }>;
