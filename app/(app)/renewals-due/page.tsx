import type { Metadata } from "next";
import { UnauthorizedContent } from "@/components/errors/unauthorized-content";
import { RenewalsDue } from "@/components/renewals/renewals-due";
import { can } from "@/lib/domain/permissions";
import { RENEWAL_OFFER_DAYS, renewalDueWindows } from "@/lib/domain/renewals";
import { pageUser } from "@/server/auth/page-user";

export const metadata: Metadata = { title: "Renewals Due" };

/** /renewals-due: policies expiring within 30, 60 or 90 days (?within=, 90 by default), in the order asked (?sort=, soonest expiration first by default); the list loads in the browser. */
export default async function RenewalsDuePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await pageUser();
  if (!user) return <UnauthorizedContent callbackUrl="/renewals-due" />;
  const { within: asked, sort } = await searchParams;
  const within = renewalDueWindows.find((days) => `${days}` === asked) ?? RENEWAL_OFFER_DAYS;
  const everyAgency = can(user.role, "seeEveryAgency");
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Renewals Due</h1>
        <p className="mt-1 text-sm text-slate-600">
          {everyAgency ? "Every agency's policies" : "Your agency's policies"} expiring soon. A renewal can be started from {RENEWAL_OFFER_DAYS} days before a
          policy expires.
        </p>
      </div>
      <RenewalsDue initialWithin={`${within}`} initialSort={typeof sort === "string" ? sort : undefined} showAgency={everyAgency} />
    </div>
  );
}
