import type { Metadata } from "next";
import { CoverageSelection } from "@/components/submission-flow/coverage-selection";
import { canCreateSubmission } from "@/lib/domain/landing";
import { programByKey } from "@/lib/wholesalers";
import { pageUser } from "@/server/auth/page-user";
import { evaluateFlags } from "@/server/flags/evaluate";
import { listIndustries } from "@/server/services/catalog";
import { asksForExternalHome } from "@/server/services/external-landing";

export const metadata: Metadata = { title: "Select industries" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function CoveragesPage({ searchParams }: Props) {
  const user = await pageUser();
  if (!user) return null;
  const flagsRead = evaluateFlags(user);
  // The stored preference is read only where its flag shows it, beside the other reads.
  const [flags, params, industries, externalHome] = await Promise.all([
    flagsRead,
    searchParams,
    listIndustries(user),
    flagsRead.then((f) => f.landingPagePreferences && asksForExternalHome(user)),
  ]);
  return (
    <CoverageSelection
      userID={user.id}
      canCreate={canCreateSubmission(user)}
      usesAlternateMarketForms={Boolean(programByKey(user.programKey)?.usesAlternateMarketForms)}
      preferencesEnabled={flags.landingPagePreferences}
      preselect={typeof params.preselect === "string" ? params.preselect : undefined}
      industries={industries}
      externalHome={externalHome}
    />
  );
}
