"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Button, buttonClass } from "@/components/ui/button";
import type { Coverage, Industry } from "@/lib/api/catalog";
import { toggleCoverage, toggleIndustry } from "@/lib/domain/company-info";
import { NO_CREATE_PERMISSION, continueAction, preselections } from "@/lib/domain/landing";
import { useAppStore } from "@/lib/state/app-store";
import { EmptyState } from "@/components/ui/empty-state";
import { IndustryIcon } from "./industry-icon";
import { LandingPreferences } from "./landing-preferences";
import { RequestAccessDialog } from "./request-access-dialog";

export interface CoverageSelectionProps {
  userID: string;
  canCreate: boolean;
  usesAlternateMarketForms: boolean;
  preferencesEnabled: boolean;
  preselect?: string;
  /** The industries as the server read them for this request. */
  industries: Industry[];
  /** Whether the user asked to land on their wholesaler's home page (a trait), as the server read it; shown when preferences are on. */
  externalHome: boolean;
}

const NO_SELECTION = { selectedIndustryIDs: [] as string[], selectedCoverageIDs: [] as string[] };

const tileBox = "flex w-full items-start gap-3 rounded-lg border bg-white p-4 text-left shadow-sm transition-colors";
const tile = `${tileBox} hover:border-brand-500 aria-pressed:border-brand-700 aria-pressed:bg-brand-50 aria-pressed:ring-2 aria-pressed:ring-brand-700 disabled:cursor-not-allowed disabled:opacity-60`;

function submissionNote(coverage: Coverage): string | null {
  if (coverage.submissionType === "email") return "Submitted by email";
  if (coverage.submissionType === "external") return "Submitted on the market's own form";
  return null;
}

function LockIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3" />
    </svg>
  );
}

/** The 'Select industries' landing page: one industry, then one of its coverages (spec 1 §2, §4). */
export function CoverageSelection({
  userID,
  canCreate,
  usesAlternateMarketForms,
  preferencesEnabled,
  preselect,
  industries,
  externalHome,
}: CoverageSelectionProps) {
  const router = useRouter();
  const hydrated = useAppStore((s) => s.hydrated);
  const company = useAppStore((s) => s.company);
  // The server knows no stored selection: the page renders none until this tab's state is read, so both renders agree.
  const { selectedIndustryIDs, selectedCoverageIDs } = hydrated ? company : NO_SELECTION;
  const setSelection = useAppStore((s) => s.setSelection);
  const startNewSubmission = useAppStore((s) => s.startNewSubmission);
  const [message, setMessage] = useState<string | null>(null);
  const [requestAccessFor, setRequestAccessFor] = useState<Coverage | null>(null);
  const preselected = useRef(false);

  useEffect(() => {
    if (preselected.current || !hydrated || !preselect) return;
    preselected.current = true;
    const identifier = preselections[preselect];
    const industry = industries.find((i) => i.coverages.some((c) => c.identifier === identifier));
    const coverage = industry?.coverages.find((c) => c.identifier === identifier);
    if (industry && coverage) setSelection({ industryIDs: [industry.id], coverageIDs: [coverage.id] });
  }, [hydrated, industries, preselect, setSelection]);

  const industry = industries.find((i) => selectedIndustryIDs.includes(i.id));
  const coverage = industry?.coverages.find((c) => selectedCoverageIDs.includes(c.id));
  const action = continueAction({ industrySelected: Boolean(industry), coverage, usesAlternateMarketForms });

  function chooseIndustry(id: string) {
    const next = toggleIndustry(industry ? [industry.id] : [], id);
    setSelection({ industryIDs: next.industries, coverageIDs: next.coverages });
    setMessage(null);
  }

  function chooseCoverage(id: string) {
    setSelection({ industryIDs: selectedIndustryIDs, coverageIDs: toggleCoverage(coverage ? [coverage.id] : [], id) });
    setMessage(null);
  }

  function onContinue() {
    if (action.kind === "message") setMessage(action.message);
    else if (action.kind === "requestAccess") setRequestAccessFor(coverage ?? null);
    else if (action.kind === "online" && industry && coverage) {
      startNewSubmission({ industryIDs: [industry.id], coverageIDs: [coverage.id] });
      router.push("/company-info");
    }
  }

  const continueClass = buttonClass({ className: "min-w-32" });
  let continueControl;
  if (canCreate && (action.kind === "email" || action.kind === "external")) {
    continueControl =
      action.kind === "email" ? (
        <a href={action.href} className={continueClass}>
          Continue<span className="sr-only"> (opens your email to {coverage?.submissionEmail})</span>
        </a>
      ) : (
        <a href={action.href} target="_blank" rel="noopener noreferrer" className={continueClass}>
          Continue<span className="sr-only"> (opens the market&apos;s form in a new tab)</span>
        </a>
      );
  } else {
    continueControl = (
      <Button
        onClick={onContinue}
        disabled={!canCreate}
        aria-describedby={!canCreate ? "no-permission" : message ? "continue-message" : undefined}
        className="min-w-32"
      >
        Continue
      </Button>
    );
  }

  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Select industries</h1>
      <p className="mt-1 text-sm text-slate-600">Choose the insured&apos;s industry, then the coverage to apply for.</p>

      {canCreate ? null : (
        <p id="no-permission" role="alert" className="mt-4 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {NO_CREATE_PERMISSION}
        </p>
      )}

      <section aria-labelledby="industries-heading" className="mt-6">
        <h2 id="industries-heading" className="text-lg font-semibold text-slate-900">
          Industries
        </h2>
        {industries.length === 0 ? (
          <EmptyState title="No industries are available yet." />
        ) : (
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {industries.map((i) => (
              <li key={i.id}>
                <button
                  type="button"
                  aria-pressed={industry?.id === i.id}
                  onClick={() => chooseIndustry(i.id)}
                  className={`${tile} items-center border-slate-200`}
                >
                  <span className="text-brand-700">
                    <IndustryIcon name={i.icon} />
                  </span>
                  <span className="font-medium text-slate-900">{i.label}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      {industry ? (
        <section aria-labelledby="coverages-heading" className="mt-8">
          <h2 id="coverages-heading" className="text-lg font-semibold text-slate-900">
            {industry.label} coverages
          </h2>
          {industry.coverages.length === 0 ? (
            <EmptyState title="No coverages are offered in this industry yet." />
          ) : (
            <ul className="mt-3 grid gap-3 sm:grid-cols-2">
              {industry.coverages.map((c) => {
                const note = submissionNote(c);
                const descriptionId = `coverage-${c.id}-description`;
                // The button holds only its name; its ::after covers the tile, so the whole tile still chooses the coverage.
                return (
                  <li
                    key={c.id}
                    className={`relative ${tileBox} border-slate-200 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[[aria-pressed=true]]:border-brand-700 has-[[aria-pressed=true]]:bg-brand-50 has-[[aria-pressed=true]]:ring-2 has-[[aria-pressed=true]]:ring-brand-700 ${c.hasAccess ? "hover:border-brand-500" : "pr-40"}`}
                  >
                    <span className="min-w-0">
                      <button
                        type="button"
                        aria-pressed={coverage?.id === c.id}
                        aria-describedby={descriptionId}
                        disabled={!c.hasAccess}
                        onClick={() => chooseCoverage(c.id)}
                        className="block text-left font-medium text-slate-900 after:absolute after:inset-0 after:rounded-lg disabled:cursor-not-allowed disabled:opacity-60"
                      >
                        {c.label}
                      </button>
                      <span id={descriptionId} className="mt-1 block text-sm text-slate-600">
                        {c.description}
                        {note ? <span className="mt-1 block text-xs font-medium text-slate-600">{note}</span> : null}
                        {c.isDirectToConsumer ? <span className="mt-1 block text-xs font-medium text-slate-600">Insures an individual</span> : null}
                      </span>
                    </span>
                    {c.hasAccess ? null : (
                      <button
                        type="button"
                        onClick={() => setRequestAccessFor(c)}
                        aria-label={`Request Coverage: ${c.label}`}
                        className="absolute top-3 right-3 z-10 inline-flex items-center gap-1.5 rounded-md border border-brand-200 bg-white px-2.5 py-1.5 text-xs font-semibold text-brand-800 hover:bg-brand-50"
                      >
                        <LockIcon />
                        Request Coverage
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      ) : null}

      <div className="mt-8 flex flex-wrap items-center justify-end gap-4 border-t border-slate-200 pt-5">
        {message ? (
          <p id="continue-message" role="alert" className="text-sm font-medium text-red-700">
            {message}
          </p>
        ) : null}
        {continueControl}
      </div>

      {preferencesEnabled ? <LandingPreferences userID={userID} initialExternalHome={externalHome} /> : null}
      <RequestAccessDialog coverage={requestAccessFor} onOpenChange={(open) => (open ? undefined : setRequestAccessFor(null))} />
    </div>
  );
}
