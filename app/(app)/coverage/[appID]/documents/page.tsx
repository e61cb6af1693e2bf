import { ApplicationNotFound } from "@/components/questionnaire/application-not-found";
import { ViewAndUpload } from "@/components/quote-summary/view-and-upload";
import { pageApplicationAt } from "@/server/services/page-reads";

export const metadata = { title: "View & Upload" };

export default async function Page({ params }: { params: Promise<{ appID: string }> }) {
  // Read here so the page paints with the application; the browser's own read reports a missing one as before.
  const page = await pageApplicationAt(params);
  if (!page) return <ApplicationNotFound />;
  return <ViewAndUpload key={page.appID} appID={page.appID} role={page.user.role} initialApplication={page.application} />;
}
