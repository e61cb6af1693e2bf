import type { Metadata } from "next";
import { EndorsementHistory } from "@/components/endorsement-history/endorsement-history";
import { UnauthorizedContent } from "@/components/errors/unauthorized-content";
import { DEFAULT_ENDORSEMENT_TAB, endorsementTabs, type EndorsementTabStatus } from "@/lib/domain/endorsements";
import { pageUser } from "@/server/auth/page-user";
import { can } from "@/lib/domain/permissions";
import { searchFromAddress } from "@/lib/domain/search";

export const metadata: Metadata = { title: "Endorsements" };

function tabOf(value: string | string[] | undefined): EndorsementTabStatus {
  return endorsementTabs.find((t) => t.status === value)?.status ?? DEFAULT_ENDORSEMENT_TAB;
}

/** /endorsement-history (spec 3 §2): the policy history of endorsements, one tab per status (?status=), searched from ?search=, sorted by ?sort=; the list loads in the browser. */
export default async function EndorsementHistoryPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await pageUser();
  if (!user) return <UnauthorizedContent callbackUrl="/endorsement-history" />;
  const { status, search, sort } = await searchParams;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Endorsements</h1>
        <p className="mt-1 text-sm text-slate-600">
          {can(user.role, "seeEveryAgency")
            ? "Every endorsement requested, by status, newest first."
            : "Endorsements of your agency's policies, by status, newest first."}
        </p>
      </div>
      <EndorsementHistory
        role={user.role}
        initialStatus={tabOf(status)}
        initialSearch={searchFromAddress(search)}
        initialSort={typeof sort === "string" ? sort : undefined}
      />
    </div>
  );
}
