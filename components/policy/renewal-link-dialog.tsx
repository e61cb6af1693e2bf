"use client";

import { useId, useState } from "react";
import { formatInstantDay } from "@/lib/domain/dates";
import { Field } from "@/components/ui/field";
import { useDebouncedValue } from "@/components/forms/use-debounced-value";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { isExplainedRefusal, refusalMessage } from "@/lib/api/refusal";
import { linkAcrossSubmissions, linkRenewal, unlinkAcrossSubmissions, unlinkRenewal } from "@/lib/api/policy-records";
import { useWrite } from "@/lib/api/use-write";
import { useSameAgencySubmissions } from "@/lib/api/same-agency-submissions";
import type { SubmissionCoverage } from "@/lib/api/submission-list";
import { REQUEST_FAILED } from "@/lib/domain/policy-servicing";
import { isAfterBindStatus, statusLabel } from "@/lib/domain/statuses";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";

export type RenewalLinkDialogProps =
  | {
      mode: "link";
      submissionID: string;
      policy: SubmissionCoverage;
      candidates: SubmissionCoverage[];
      /** The policy already renews a policy of another submission: that link is shown, to remove it. */
      renewsAcross: boolean;
      onClose: () => void;
    }
  | { mode: "unlink"; policy: SubmissionCoverage; renewal: SubmissionCoverage; onClose: () => void };

type Reach = "within" | "across";

const SEARCH_DEBOUNCE_MS = 250;

/**
 * The renewal link and cancel renewal link modals (spec 3 §2): an underwriter
 * links an application of this submission as a policy's renewal, or links
 * the policy as the renewal of a bound policy of another submission of the
 * same agency (found by insured name or id), or removes a link.
 */
export default function RenewalLinkDialog(props: RenewalLinkDialogProps) {
  const { policy, onClose } = props;
  const selectId = useId();
  const searchId = useId();
  const acrossId = useId();
  const linking = props.mode === "link";
  const candidates = props.mode === "link" ? props.candidates : [];
  const renewsAcross = props.mode === "link" && props.renewsAcross;
  const [reach, setReach] = useState<Reach>(candidates.length ? "within" : "across");
  const [chosen, setChosen] = useState(candidates[0]?.appID ?? "");
  const [search, setSearch] = useState("");
  const [chosenAcross, setChosenAcross] = useState("");
  const [serverError, setServerError] = useState<string | null>(null);
  // One mutation for whichever link or unlink the dialog makes.
  const write = useWrite((action: () => Promise<unknown>) => action());
  const pending = write.isPending;

  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const found = useSameAgencySubmissions(props.mode === "link" ? props.submissionID : "", reach === "across" && !renewsAcross ? debounced : "");
  const policies = (found.data?.submissions ?? []).flatMap((s) =>
    s.coverages
      .filter((c) => c.productID === policy.productID && isAfterBindStatus(c.status))
      .map((c) => ({ ...c, submissionID: s.submissionID, insuredName: s.insuredName })),
  );
  const acrossValue = policies.some((p) => p.appID === chosenAcross) ? chosenAcross : (policies[0]?.appID ?? "");

  async function run(action: () => Promise<unknown>, done: string) {
    setServerError(null);
    try {
      await write.mutateAsync(action);
      toast.success(done, { groupKey: "renewal-link" });
      onClose();
    } catch (error) {
      // Every refusal the server explains (a 403, 404 or 429 too) is said in the dialog; only an unexplained failure is the generic toast.
      if (isExplainedRefusal(error)) setServerError(refusalMessage(error, REQUEST_FAILED));
      else toast.error(REQUEST_FAILED, { groupKey: "renewal-link" });
    }
  }

  function submit() {
    if (props.mode === "unlink") {
      return run(() => unlinkRenewal({ appID: props.renewal.appID, updatedDate: props.renewal.updatedDate }), "Renewal link removed.");
    }
    if (reach === "within") {
      const renewal = candidates.find((c) => c.appID === chosen);
      if (!renewal) return;
      return run(() => linkRenewal({ appID: renewal.appID, renewedFromAppID: policy.appID, updatedDate: renewal.updatedDate }), "Renewal linked.");
    }
    if (renewsAcross) return run(() => unlinkAcrossSubmissions({ appID: policy.appID, updatedDate: policy.updatedDate }), "Renewal link removed.");
    const original = policies.find((p) => p.appID === acrossValue);
    if (!original) return;
    return run(
      () =>
        linkAcrossSubmissions({ appID: policy.appID, submissionID: original.submissionID, renewedFromAppID: original.appID, updatedDate: policy.updatedDate }),
      "Renewal linked.",
    );
  }

  const ready = !linking || (reach === "within" ? Boolean(chosen) : renewsAcross || Boolean(acrossValue));
  const submitLabel = !linking || (reach === "across" && renewsAcross) ? "Remove Link" : "Link Renewal";

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={linking ? "Link Renewal" : "Cancel Renewal Link"}
      description={
        linking
          ? `Link ${policy.productName} with its renewal, or with the policy it renews in another submission.`
          : `${props.renewal.productName} will no longer be listed as the renewal of this policy. Both applications keep their statuses, answers and documents.`
      }
      preventClose={pending}
      footer={
        <>
          <Button onClick={onClose} disabled={pending} variant="secondary">
            Close
          </Button>
          <Button onClick={() => void submit()} disabled={pending || !ready} aria-busy={pending || undefined}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {serverError ? (
        <p role="alert" className="mb-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {serverError}
        </p>
      ) : null}
      {linking ? (
        <div className="flex flex-col gap-4">
          {candidates.length ? (
            <fieldset className="flex flex-col gap-2 text-sm text-slate-800">
              <legend className="sr-only">What to link</legend>
              <label className="flex items-center gap-2">
                <input type="radio" name={`${acrossId}-reach`} checked={reach === "within"} onChange={() => setReach("within")} />
                An application of this submission renews this policy
              </label>
              <label className="flex items-center gap-2">
                <input type="radio" name={`${acrossId}-reach`} checked={reach === "across"} onChange={() => setReach("across")} />
                This policy renews a policy of another submission
              </label>
            </fieldset>
          ) : null}
          {reach === "within" ? (
            <Field id={selectId} label="Renewal application" required>
              {(control) => (
                <Select {...control} value={chosen} onChange={(event) => setChosen(event.target.value)}>
                  {candidates.map((c) => (
                    <option key={c.appID} value={c.appID}>
                      {`${c.productName} (${statusLabel(c.status)}), updated ${formatInstantDay(c.updatedDate)}`}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          ) : renewsAcross ? (
            <p className="text-sm text-slate-700">This policy is linked as the renewal of a policy of another submission. Remove that link to link it again.</p>
          ) : (
            <>
              <Field id={searchId} label="Search other submissions of this agency" hint="Insured name or id">
                {(control) => <Input {...control} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />}
              </Field>
              {debounced ? (
                found.isPending ? (
                  <p className="text-sm text-slate-600">Searching…</p>
                ) : found.isError ? (
                  <p className="text-sm text-red-700">The search failed. Try again.</p>
                ) : policies.length ? (
                  <Field id={acrossId} label="Policy it renews" required>
                    {(control) => (
                      <Select {...control} value={acrossValue} onChange={(event) => setChosenAcross(event.target.value)}>
                        {policies.map((p) => (
                          <option key={p.appID} value={p.appID}>
                            {`${p.insuredName} · ${p.productName} (${statusLabel(p.status)})`}
                          </option>
                        ))}
                      </Select>
                    )}
                  </Field>
                ) : (
                  <p className="text-sm text-slate-600">No bound {policy.productName} policy found in other submissions of this agency.</p>
                )
              ) : null}
            </>
          )}
        </div>
      ) : null}
    </Dialog>
  );
}
