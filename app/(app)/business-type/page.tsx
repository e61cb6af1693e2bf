import type { Metadata } from "next";
import { BusinessTypeScreen } from "@/components/submission-flow/business-type-screen";
import { pageUser } from "@/server/auth/page-user";

export const metadata: Metadata = { title: "Business types" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function BusinessTypePage({ searchParams }: Props) {
  const user = await pageUser();
  if (!user) return null;
  const { submissionID } = await searchParams;
  const id = typeof submissionID === "string" && /^[0-9a-f-]{36}$/i.test(submissionID) ? submissionID : undefined;
  return <BusinessTypeScreen role={user.role} submissionIDParam={id} />;
}
