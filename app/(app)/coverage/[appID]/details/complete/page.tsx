import type { Metadata } from "next";
import { SubmissionComplete } from "@/components/questionnaire/submission-complete";

export const metadata: Metadata = { title: "Application submitted" };

export default async function CompletePage({ params }: { params: Promise<{ appID: string }> }) {
  const { appID } = await params;
  return <SubmissionComplete appID={appID} />;
}
