import { notFound } from "next/navigation";
import { WorkQueue } from "@/components/work-queue/work-queue";
import { pageUser } from "@/server/auth/page-user";
import { can } from "@/lib/domain/permissions";

export const metadata = { title: "Work queue" };

/** The underwriter's landing: the work queue. Only underwriters may open /submission routes. */
export default async function WorkQueuePage() {
  const user = await pageUser();
  if (!user || !can(user.role, "openUnderwriterScreens")) notFound();
  return <WorkQueue />;
}
