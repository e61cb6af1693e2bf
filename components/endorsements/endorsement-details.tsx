"use client";

import { NotFoundContent } from "@/components/errors/not-found-content";
import { BUSINESS_TYPE_SECTION, COMPANY_INFO_SECTION } from "@/lib/domain/endorsement-draft";
import { BusinessTypeChanges } from "./business-type-changes";
import { CompanyInfoChanges } from "./company-info-changes";
import { useEndorsement } from "./endorsement-frame";
import { QuestionChanges } from "./question-changes";

/** /endorsement/details/{sectionID} (spec 3 §2): company-info, business-type, or a coverage question section group by its id. */
export function EndorsementDetails({ sectionID }: { sectionID: string }) {
  const { app } = useEndorsement();
  if (sectionID === COMPANY_INFO_SECTION) return <CompanyInfoChanges />;
  if (sectionID === BUSINESS_TYPE_SECTION) return <BusinessTypeChanges />;
  const group = app.sectionGroups.find((g) => g.id === sectionID);
  return group ? <QuestionChanges key={group.id} group={group} /> : <NotFoundContent />;
}
