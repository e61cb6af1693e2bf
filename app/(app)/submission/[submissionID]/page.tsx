import Link from "next/link";
import { notFound } from "next/navigation";
import { InsuredInfoCard } from "@/components/app-central/insured-info-card";
import { ClearancePanel } from "@/components/clearance/clearance-panel";
import { Timestamp } from "@/components/ui/timestamp";
import { ProductIcon } from "@/components/app-central/product-icon";
import { StatusBadge } from "@/components/ui/status-badge";
import { submissionParamsSchema } from "@/lib/schemas/common";
import { pageUser } from "@/server/auth/page-user";
import { AppError } from "@/server/errors";
import { evaluateFlags } from "@/server/flags/evaluate";
import { getClearance } from "@/server/services/clearance";
import { getSubmission } from "@/server/services/submissions";
import { buttonClass } from "@/components/ui/button";
import { formatPhone, insuredDisplayName } from "@/lib/domain/insured";
import { can } from "@/lib/domain/permissions";

export const metadata = { title: "Submission" };

/** The underwriter's submission overview: the insured, one row per coverage leading to its review, and the agent. */
export default async function SubmissionOverviewPage({ params }: { params: Promise<{ submissionID: string }> }) {
  const user = await pageUser();
  if (!user || !can(user.role, "openUnderwriterScreens")) notFound();
  const parsed = submissionParamsSchema.safeParse(await params);
  if (!parsed.success) notFound();
  let submission: Awaited<ReturnType<typeof getSubmission>>;
  try {
    submission = await getSubmission(user, parsed.data.submissionID);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
  const [flags, clearance] = await Promise.all([evaluateFlags(user), getClearance(user, submission.submissionID)]);
  const info = submission.companyInfo;
  const insuredName = insuredDisplayName(info) || "Submission";
  const coverages = submission.coverages.filter((c) => c.status !== "Hidden");

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <div>
        <Link href="/submission" className="text-sm font-semibold text-brand-700 hover:underline">
          ← Work queue
        </Link>
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900">{insuredName}</h1>
        <p className="mt-1 text-sm text-slate-600">
          Submission <span className="font-mono text-xs">{submission.submissionID}</span>
        </p>
      </div>

      <InsuredInfoCard submissionID={submission.submissionID} info={info} canEdit={{ companyInfo: false, businessTypes: false }} showCodes />

      <section aria-labelledby="coverages-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <h2 id="coverages-heading" className="px-5 pt-5 text-base font-semibold text-slate-900">
          Coverages
        </h2>
        {coverages.length === 0 ? (
          <p className="px-5 py-6 text-sm text-slate-600">This submission has no coverages yet.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="mt-3 min-w-full divide-y divide-slate-200 text-sm">
              <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase">
                <tr>
                  <th scope="col" className="px-5 py-3">
                    Product
                  </th>
                  <th scope="col" className="px-5 py-3">
                    Status
                  </th>
                  <th scope="col" className="px-5 py-3">
                    Updated
                  </th>
                  <th scope="col" className="px-5 py-3">
                    <span className="sr-only">Action</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {coverages.map((c) => (
                  <tr key={c.appID}>
                    <td className="px-5 py-3">
                      <span className="flex items-center gap-2 font-medium text-slate-900">
                        <ProductIcon icon={c.icon} className="h-6 w-6" />
                        {c.productName}
                      </span>
                    </td>
                    <td className="px-5 py-3">
                      <StatusBadge status={c.status} isWholesale={c.isWholesale} />
                    </td>
                    <td className="px-5 py-3 text-slate-700">
                      <Timestamp iso={c.updatedDate} />
                    </td>
                    <td className="px-5 py-3 text-right">
                      <Link
                        href={`/submission/${encodeURIComponent(submission.submissionID)}/coverage/${encodeURIComponent(c.appID)}/review`}
                        className="font-semibold text-brand-700 hover:underline"
                      >
                        Review<span className="sr-only"> {c.productName}</span>
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <ClearancePanel submissionID={submission.submissionID} initial={clearance} />

      <section aria-labelledby="agent-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="agent-heading" className="text-base font-semibold text-slate-900">
          Agent
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Name</dt>
            <dd className="mt-0.5 text-slate-900">{submission.agent.fullName || "—"}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Phone</dt>
            <dd className="mt-0.5 text-slate-900">{formatPhone(submission.agent.phoneNumber) || "—"}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Agency</dt>
            <dd className="mt-0.5 text-slate-900">{submission.agent.agencyName ?? "—"}</dd>
          </div>
        </dl>
      </section>

      {flags.goToAgentLinks ? (
        <footer className="flex justify-end border-t border-slate-200 pt-4">
          <Link href={`/app-central?submissionID=${encodeURIComponent(submission.submissionID)}`} className={buttonClass()}>
            Go To Agent Flow
          </Link>
        </footer>
      ) : null}
    </div>
  );
}
