import { notFound } from "next/navigation";
import { WorkQueue } from "@/components/work-queue/work-queue";
import { pageUser } from "@/server/auth/page-user";
import { can } from "@/lib/domain/permissions";
import { queueTabs } from "@/lib/domain/work-queue";

export const metadata = { title: "Work queue" };

/** The underwriter's landing: the work queue, on the tab the address names (?tab=), in the order it names (?sort=). Only underwriters may open /submission routes. */
export default async function WorkQueuePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await pageUser();
  if (!user || !can(user.role, "openUnderwriterScreens")) notFound();
  const { tab, sort } = await searchParams;
  return <WorkQueue initialTab={queueTabs.find((t) => t.kind === tab)?.kind ?? "newBusiness"} initialSort={typeof sort === "string" ? sort : undefined} />;
}
