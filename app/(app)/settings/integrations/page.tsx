import type { Metadata } from "next";
import { UnauthorizedContent } from "@/components/errors/unauthorized-content";
import { IntegrationsScreen } from "@/components/integrations/integrations-screen";
import { can } from "@/lib/domain/permissions";
import { pageUser } from "@/server/auth/page-user";

export const metadata: Metadata = { title: "Integrations" };

/** /settings/integrations: an agency's API keys (underwriters) and webhook endpoints (its agents and underwriters). */
export default async function IntegrationsPage({ searchParams }: { searchParams: Promise<{ agencyID?: string | string[] }> }) {
  const { agencyID } = await searchParams;
  const user = await pageUser();
  if (!user) return <UnauthorizedContent callbackUrl="/settings/integrations" />;
  const everyAgency = can(user.role, "seeEveryAgency");
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Integrations</h1>
        <p className="mt-1 text-sm text-slate-600">
          {everyAgency
            ? "Connect an agency's own systems: API keys instead of passwords, and webhooks instead of polling."
            : "Tell your agency's own systems of changes on your applications and policies as they happen."}
        </p>
      </div>
      <IntegrationsScreen
        ownAgencyID={everyAgency ? null : user.agencyId}
        initialAgencyID={everyAgency && typeof agencyID === "string" ? agencyID : null}
        chooseAgency={everyAgency}
        manageKeys={can(user.role, "manageApiKeys")}
      />
    </div>
  );
}
