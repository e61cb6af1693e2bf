import { ApplicationNotFound } from "@/components/questionnaire/application-not-found";
import { ReviewQuote } from "@/components/quote-summary/review-quote";
import { appParamsSchema } from "@/lib/schemas/common";
import { pageUser } from "@/server/auth/page-user";

export const metadata = { title: "Review Quotes" };

export default async function Page({ params }: { params: Promise<{ appID: string }> }) {
  const user = await pageUser();
  const parsed = appParamsSchema.safeParse(await params);
  if (!user || !parsed.success) return <ApplicationNotFound />;
  return <ReviewQuote key={parsed.data.appID} appID={parsed.data.appID} />;
}
