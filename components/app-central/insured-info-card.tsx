import Link from "next/link";
import type { ApiSubmission } from "@/lib/api/submission-list";
import { formatPhone } from "@/lib/domain/insured";

type CompanyInfo = ApiSubmission["companyInfo"];

const entityLabels: Record<string, string> = {
  corporation: "Corporation",
  "individual-sole-proprietor": "Individual / Sole Proprietor",
  "join-venture": "Joint Venture",
  llc: "LLC",
  partnership: "Partnership",
  "subchapter-corp": "Subchapter S Corporation",
  trust: "Trust",
  "unincorporated-association": "Unincorporated Association",
  other: "Other",
};

function formatAddress(a: CompanyInfo["physicalAddress"]): string | null {
  if (!a) return null;
  return [[a.streetAddress, a.aptSuite].filter(Boolean).join(" "), a.city, `${a.state} ${a.zip}`].join(", ");
}

export interface InsuredInfoCardProps {
  submissionID: string;
  info: CompanyInfo;
  canEdit: { companyInfo: boolean; businessTypes: boolean };
  /** Underwriters also read each business type's class codes. */
  showCodes?: boolean;
}

/** The insured behind the submission, with the way back to edit it while every coverage allows that (spec 1 §6). */
export function InsuredInfoCard({ submissionID, info, canEdit, showCodes = false }: InsuredInfoCardProps) {
  const query = `?submissionID=${encodeURIComponent(submissionID)}`;
  const rows: [string, string | null][] = [
    ["Insured", info.companyName],
    ["DBA", info.dba],
    ["Contact", [info.firstName, info.lastName].filter(Boolean).join(" ") || null],
    ["Entity type", info.entityType ? (entityLabels[info.entityType] ?? info.entityType) : null],
    ["Email", info.emailAddress],
    ["Phone", formatPhone(info.phoneNumber) || null],
    ["Address", formatAddress(info.physicalAddress)],
  ];
  return (
    <section aria-labelledby="insured-info-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="insured-info-heading" className="text-base font-semibold text-slate-900">
          Insured info
        </h2>
        <div className="flex flex-wrap gap-3 text-sm">
          {canEdit.companyInfo ? (
            <Link href={`/company-info${query}`} className="font-semibold text-brand-700 hover:underline">
              Edit insured info
            </Link>
          ) : null}
          {canEdit.businessTypes ? (
            <Link href={`/business-type${query}`} className="font-semibold text-brand-700 hover:underline">
              Edit business types
            </Link>
          ) : null}
        </div>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
              <dd className="mt-0.5 [overflow-wrap:anywhere] text-slate-900">{value}</dd>
            </div>
          ))}
        <div className="sm:col-span-2 lg:col-span-4">
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Business types</dt>
          <dd className="mt-0.5 text-slate-900">
            {info.businessTypeValues.length ? (
              <ul className="flex flex-wrap gap-2">
                {info.businessTypeValues.map((b) => (
                  <li key={b.id} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
                    {b.title} {b.value}%
                    {showCodes && b.codes.length ? (
                      <span className="ml-1 font-normal text-slate-600">({b.codes.map((c) => `${c.label} ${c.code}`).join(", ")})</span>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : (
              <span className="text-slate-500">None selected</span>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}
