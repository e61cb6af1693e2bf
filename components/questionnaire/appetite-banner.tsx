"use client";

import { AppetiteNotice } from "@/components/application/appetite-notice";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { refusalMessage } from "@/lib/api/refusal";
import { useApplicationWrite } from "@/lib/api/underwriting";
import { showsAppetite } from "@/lib/domain/appetite-display";
import { can } from "@/lib/domain/permissions";
import type { Role } from "@/lib/domain/roles";
import type { ApiApplication } from "@/lib/schemas/application-answer";

const OVERRIDE_FAILED = "The appetite override could not be saved, please try again later.";

/**
 * Above the questionnaire: the coverage "Out of appetite" (it cannot be
 * submitted until an underwriter overrides the appetite, which an underwriter
 * does here) or a "Referral"; nothing while some carrier writes the risk.
 */
export function AppetiteBanner({ app, role }: { app: ApiApplication; role: Role | undefined }) {
  const { write, isPending } = useApplicationWrite(app);
  const { decision, reasons, override } = app.appetite;
  if (!showsAppetite(decision, app.status)) return null;
  const overridden = override !== null;

  async function toggle() {
    try {
      await write({ appetiteOverride: !overridden });
    } catch (error) {
      toast.error(refusalMessage(error, OVERRIDE_FAILED), { groupKey: "appetite-override" });
    }
  }

  const action =
    decision === "out" && role && can(role, "overrideAppetite") ? (
      <Button variant="secondary" size="sm" disabled={isPending} onClick={() => void toggle()}>
        {overridden ? "Withdraw override" : "Override appetite"}
      </Button>
    ) : null;
  return <AppetiteNotice decision={decision} reasons={reasons} overridden={overridden} action={action} />;
}
