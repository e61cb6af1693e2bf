import type { Metadata } from "next";
import { CompanyInfoChanges } from "@/components/endorsements/company-info-changes";

export const metadata: Metadata = { title: "Endorsement details" };

/** /coverage/{appID}/endorsement/details/company-info (spec 3 §2): changes to the insured. A route of its own, so its code comes with the page and no other section's does. */
export default function CompanyInfoChangesPage() {
  return <CompanyInfoChanges />;
}
