import type { Metadata } from "next";
import { EndorsementDetails } from "@/components/endorsements/endorsement-details";

export const metadata: Metadata = { title: "Endorsement details" };

/** /coverage/{appID}/endorsement/details/{sectionID}: one section's changes. */
export default async function EndorsementDetailsPage({ params }: { params: Promise<{ sectionID: string }> }) {
  const { sectionID } = await params;
  return <EndorsementDetails key={sectionID} sectionID={decodeURIComponent(sectionID)} />;
}
