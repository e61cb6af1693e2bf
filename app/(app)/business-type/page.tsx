import type { Metadata } from "next";
import { BusinessTypeScreen } from "@/components/submission-flow/business-type-screen";
import { pageUser } from "@/server/auth/page-user";
import { pageSubmission } from "@/server/services/page-reads";

export const metadata: Metadata = { title: "Business types" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function BusinessTypePage({ searchParams }: Props) {
  const user = await pageUser();
  if (!user) return null;
  const { submissionID } = await searchParams;
  const id = typeof submissionID === "string" && /^[0-9a-f-]{36}$/i.test(submissionID) ? submissionID : undefined;
  const submission = id ? await pageSubmission(user, id) : undefined;
  return <BusinessTypeScreen role={user.role} submissionIDParam={id} initialSubmission={submission} />;
}
