import type { Metadata } from "next";
import { QuestionnaireSection } from "@/components/questionnaire/questionnaire-section";
import { pageUser } from "@/server/auth/page-user";

export const metadata: Metadata = { title: "Coverage questionnaire" };

export default async function SectionPage({ params }: { params: Promise<{ appID: string; sectionID: string }> }) {
  const { appID, sectionID } = await params;
  const user = await pageUser();
  return <QuestionnaireSection appID={appID} sectionID={decodeURIComponent(sectionID)} role={user?.role ?? "Agent"} />;
}
