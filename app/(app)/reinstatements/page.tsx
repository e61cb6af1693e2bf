import type { Metadata } from "next";
import { UnauthorizedContent } from "@/components/errors/unauthorized-content";
import { PolicyRecordsTable } from "@/components/policy/policy-records-table";
import { pageUser } from "@/server/auth/page-user";
import { can } from "@/lib/domain/permissions";
import { searchFromAddress } from "@/lib/domain/search";

export const metadata: Metadata = { title: "Reinstatements" };

/** /reinstatements (spec 3 §2): the policy history of reinstatements; searched from ?search= (the policy timeline links here by policy number); the list loads in the browser. */
export default async function ReinstatementsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await pageUser();
  if (!user) return <UnauthorizedContent callbackUrl="/reinstatements" />;
  const address = await searchParams;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Reinstatements</h1>
        <p className="mt-1 text-sm text-slate-600">
          {can(user.role, "seeEveryAgency") ? "Every reinstatement requested, newest first." : "Reinstatements of your agency's policies, newest first."}
        </p>
      </div>
      <PolicyRecordsTable
        kind="reinstatement"
        role={user.role}
        initialSearch={searchFromAddress(address.search)}
        initialSort={typeof address.sort === "string" ? address.sort : undefined}
      />
    </div>
  );
}
