import type { ReactNode } from "react";
import { CoverageFrame } from "@/components/questionnaire/coverage-frame";
import { pageUser } from "@/server/auth/page-user";
import { evaluateFlags } from "@/server/flags/evaluate";
import { can } from "@/lib/domain/permissions";

export default async function CoverageDetailsLayout({ children, params }: { children: ReactNode; params: Promise<{ appID: string }> }) {
  const { appID } = await params;
  // The (app) layout has already turned away visitors without a session.
  const user = await pageUser();
  const flags = user ? await evaluateFlags(user) : null;
  return (
    <CoverageFrame
      appID={appID}
      priceIndicationEnabled={(flags?.priceIndication ?? false) && user !== null && can(user.role, "seePriceIndication")}
      userID={user?.id ?? ""}
    >
      {children}
    </CoverageFrame>
  );
}
