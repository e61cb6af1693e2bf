import type { Metadata } from "next";
import { CompanyInfoScreen } from "@/components/submission-flow/company-info-screen";
import { pageUser } from "@/server/auth/page-user";
import { placesApiKey } from "@/server/places-key";
import { pageSubmission } from "@/server/services/page-reads";

export const metadata: Metadata = { title: "Insured information" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function CompanyInfoPage({ searchParams }: Props) {
  const user = await pageUser();
  if (!user) return null;
  const { submissionID } = await searchParams;
  const id = typeof submissionID === "string" && /^[0-9a-f-]{36}$/i.test(submissionID) ? submissionID : undefined;
  const submission = id ? await pageSubmission(user, id) : undefined;
  return <CompanyInfoScreen role={user.role} placesApiKey={placesApiKey()} submissionIDParam={id} initialSubmission={submission} />;
}
