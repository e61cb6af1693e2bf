import type { ReactNode } from "react";
import { EndorsementFrame } from "@/components/endorsements/endorsement-frame";
import { pageUser } from "@/server/auth/page-user";
import { programHomeUrl } from "@/server/program-home";
import { pageApplication, pageSubmission } from "@/server/services/page-reads";

/** The endorsement pages (spec 3 §2): the policy and the draft, loaded once for all of them. */
export default async function EndorsementLayout({ children, params }: { children: ReactNode; params: Promise<{ appID: string }> }) {
  const { appID } = await params;
  // The (app) layout has already turned away visitors without a session.
  const user = await pageUser();
  // Spec 3 §8: Application Not Found leads back to the external home.
  const notFoundBackHref = programHomeUrl(user?.programKey);
  // Read here so the page paints with the policy; the browser's own reads report a missing one as before.
  const application = user ? await pageApplication(user, appID) : undefined;
  const submission = user && application ? await pageSubmission(user, application.submissionID) : undefined;
  return (
    <EndorsementFrame
      key={appID}
      appID={appID}
      role={user?.role ?? "Agent"}
      notFoundBackHref={notFoundBackHref}
      initialApplication={application}
      initialSubmission={submission}
    >
      {children}
    </EndorsementFrame>
  );
}
