import { ApplicationNotFound } from "@/components/questionnaire/application-not-found";
import { ViewAndUpload } from "@/components/quote-summary/view-and-upload";
import { appParamsSchema } from "@/lib/schemas/common";
import { pageUser } from "@/server/auth/page-user";

export const metadata = { title: "View & Upload" };

export default async function Page({ params }: { params: Promise<{ appID: string }> }) {
  const user = await pageUser();
  const parsed = appParamsSchema.safeParse(await params);
  if (!user || !parsed.success) return <ApplicationNotFound />;
  return <ViewAndUpload key={parsed.data.appID} appID={parsed.data.appID} role={user.role} />;
}
