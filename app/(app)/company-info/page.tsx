import type { Metadata } from "next";
import { CompanyInfoScreen } from "@/components/submission-flow/company-info-screen";
import { pageUser } from "@/server/auth/page-user";
import { placesApiKey } from "@/server/places-key";

export const metadata: Metadata = { title: "Insured information" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function CompanyInfoPage({ searchParams }: Props) {
  const user = await pageUser();
  if (!user) return null;
  const { submissionID } = await searchParams;
  const id = typeof submissionID === "string" && /^[0-9a-f-]{36}$/i.test(submissionID) ? submissionID : undefined;
  return <CompanyInfoScreen role={user.role} placesApiKey={placesApiKey()} submissionIDParam={id} />;
}
