import type { Metadata } from "next";
import { BusinessTypeChanges } from "@/components/endorsements/business-type-changes";

export const metadata: Metadata = { title: "Endorsement details" };

/** /coverage/{appID}/endorsement/details/business-type (spec 3 §2): changes to the business types' percentages. A route of its own, so its code comes with the page and no other section's does. */
export default function BusinessTypeChangesPage() {
  return <BusinessTypeChanges />;
}
