import { ApplicationNotFound } from "@/components/questionnaire/application-not-found";
import { ReviewQuote } from "@/components/quote-summary/review-quote";
import { pageApplicationAt } from "@/server/services/page-reads";

export const metadata = { title: "Review Quotes" };

export default async function Page({ params }: { params: Promise<{ appID: string }> }) {
  // Read here so the page paints with the application; the browser's own read reports a missing one as before.
  const page = await pageApplicationAt(params);
  if (!page) return <ApplicationNotFound />;
  return <ReviewQuote key={page.appID} appID={page.appID} initialApplication={page.application} />;
}
