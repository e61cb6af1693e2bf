"use client";

import dynamic from "next/dynamic";
import { NotFoundContent } from "@/components/errors/not-found-content";
import { LoadingState } from "@/components/ui/loading-state";
import { BUSINESS_TYPE_SECTION, COMPANY_INFO_SECTION } from "@/lib/domain/endorsement-draft";
import { useEndorsement } from "./endorsement-frame";

// Each kind of section loads on its own: the insured form's schema, the business types' and the question inputs are not needed together.
const loading = () => <LoadingState label="Loading the form…" />;
const CompanyInfoChanges = dynamic(() => import("./company-info-changes").then((m) => m.CompanyInfoChanges), { loading });
const BusinessTypeChanges = dynamic(() => import("./business-type-changes").then((m) => m.BusinessTypeChanges), { loading });
const QuestionChanges = dynamic(() => import("./question-changes").then((m) => m.QuestionChanges), { loading });

/** /endorsement/details/{sectionID} (spec 3 §2): company-info, business-type, or a coverage question section group by its id. */
export function EndorsementDetails({ sectionID }: { sectionID: string }) {
  const { app } = useEndorsement();
  if (sectionID === COMPANY_INFO_SECTION) return <CompanyInfoChanges />;
  if (sectionID === BUSINESS_TYPE_SECTION) return <BusinessTypeChanges />;
  const group = app.sectionGroups.find((g) => g.id === sectionID);
  return group ? <QuestionChanges key={group.id} group={group} /> : <NotFoundContent />;
}
