import { notFound, redirect } from "next/navigation";
import { HandoffSignIn } from "@/components/auth/handoff-sign-in";
import { UnauthorizedContent } from "@/components/errors/unauthorized-content";
import { externalLanding, parseIdList } from "@/lib/domain/external-landing";
import { pageUser } from "@/server/auth/page-user";
import { programHomeUrl } from "@/server/program-home";
import { externalLandingFacts } from "@/server/services/external-landing";

export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** This landing with the values it reads, the handoff token aside: where a sign-in comes back to. */
function landingPath(params: Record<string, string | string[] | undefined>) {
  const rest = new URLSearchParams();
  for (const key of ["submissionID", "newProductIDs", "loginFlow"]) {
    const value = one(params[key]);
    if (value) rest.set(key, value);
  }
  return `/external${rest.size ? `?${rest}` : ""}`;
}

/** Deep links from the wholesalers' systems, and the logo in the left navigation (spec 1 §2). */
export default async function ExternalPage({ searchParams }: Props) {
  const params = await searchParams;
  const token = one(params.token);
  if (token) return <HandoffSignIn token={token} next={landingPath(params)} />;
  const user = await pageUser();
  // The proxy turns signed-out visitors away first; a session that ends meanwhile still comes back to the whole link.
  if (!user) return <UnauthorizedContent callbackUrl={landingPath(params)} />;
  const submissionID = one(params.submissionID)?.trim() || undefined;
  const facts = await externalLandingFacts(user, submissionID);
  const landing = externalLanding({
    role: user.role,
    submissionID,
    newProductIDs: parseIdList(params.newProductIDs),
    loginFlow: one(params.loginFlow) === "true",
    ...facts,
  });
  if (landing.kind === "notFound") notFound();
  if (landing.kind === "externalHome") redirect(programHomeUrl(user.programKey));
  redirect(landing.to);
}
