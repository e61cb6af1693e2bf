import type { Metadata } from "next";
import { QuestionSectionChanges } from "@/components/endorsements/question-section-changes";

export const metadata: Metadata = { title: "Endorsement details" };

/** /coverage/{appID}/endorsement/details/{sectionID} (spec 3 §2): a coverage question section group by its id (company-info and business-type have routes of their own). */
export default async function QuestionChangesPage({ params }: { params: Promise<{ sectionID: string }> }) {
  const { sectionID } = await params;
  return <QuestionSectionChanges key={sectionID} sectionID={decodeURIComponent(sectionID)} />;
}
