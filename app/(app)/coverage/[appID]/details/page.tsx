import { redirect } from "next/navigation";

export default async function DetailsPage({ params }: { params: Promise<{ appID: string }> }) {
  const { appID } = await params;
  redirect(`/coverage/${encodeURIComponent(appID)}`);
}
