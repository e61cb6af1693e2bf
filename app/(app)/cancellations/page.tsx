import type { Metadata } from "next";
import { UnauthorizedContent } from "@/components/errors/unauthorized-content";
import { PolicyRecordsTable } from "@/components/policy/policy-records-table";
import { pageUser } from "@/server/auth/page-user";
import { evaluateFlags } from "@/server/flags/evaluate";
import { can } from "@/lib/domain/permissions";
import { searchFromAddress } from "@/lib/domain/search";

export const metadata: Metadata = { title: "Cancellations" };

/** /cancellations (spec 3 §2): the policy history of cancellations; searched from ?search= (the policy timeline links here by policy number); the list loads in the browser. */
export default async function CancellationsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await pageUser();
  if (!user) return <UnauthorizedContent callbackUrl="/cancellations" />;
  const [address, flags] = await Promise.all([searchParams, evaluateFlags(user)]);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Cancellations</h1>
        <p className="mt-1 text-sm text-slate-600">
          {can(user.role, "seeEveryAgency") ? "Every cancellation requested or made, newest first." : "Cancellations of your agency's policies, newest first."}
        </p>
      </div>
      <PolicyRecordsTable
        kind="cancellation"
        role={user.role}
        cancellationActions={flags.cancellationAction}
        initialSearch={searchFromAddress(address.search)}
        initialSort={typeof address.sort === "string" ? address.sort : undefined}
      />
    </div>
  );
}
