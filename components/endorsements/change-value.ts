import { BUSINESS_TYPE_SECTION, COMPANY_INFO_SECTION, type DraftChange } from "@/lib/forms/endorsement-draft";
import { entityTypeLabels, formatFeinSsn, formatPhone, isEntityType } from "@/lib/domain/insured";
import { formatDay } from "@/lib/domain/dates";
import { answerText } from "@/lib/questionnaire/format";
import type { ApiApplication } from "@/lib/schemas/application-answer";

/** What an empty previous or new value reads as. */
export const NO_VALUE = "—";

function addressText(value: unknown): string {
  const a = value as { streetAddress?: string; aptSuite?: string | null; city?: string; state?: string; zip?: string };
  return [a.streetAddress, a.aptSuite, a.city, [a.state, a.zip].filter(Boolean).join(" ")].filter(Boolean).join(", ");
}

function companyValueText(field: string, value: unknown, entityType: unknown): string {
  if (field === "physicalAddress" || field === "mailingAddress") return addressText(value);
  if (field === "isMailingSameAsPhysical") return value ? "Yes" : "No";
  if (field === "entityType") return isEntityType(value) ? entityTypeLabels[value] : String(value);
  if (field === "phoneNumber") return formatPhone(String(value));
  if (field === "feinSsnNumber") return formatFeinSsn(String(value), typeof entityType === "string" ? entityType : null);
  if (field === "dateBusinessStarted") return formatDay(String(value));
  return String(value);
}

/** A change's value as read-only text: the insured's fields formatted as the insured form shows them, percentages with %, answers as the questionnaire's review shows them. */
export function changeValueText(change: DraftChange, value: unknown, app: ApiApplication, entityType: unknown): string {
  if (value === null || value === undefined || value === "") return NO_VALUE;
  if (change.sectionID === COMPANY_INFO_SECTION) return companyValueText(change.field, value, entityType);
  if (change.sectionID === BUSINESS_TYPE_SECTION) return `${value}%`;
  const group = app.sectionGroups.find((g) => g.id === change.sectionID);
  // Read from the sections directly: the review has no use for the question engine.
  const question = group?.sections.flatMap((s) => s.questions).find((q) => q.questionKey === change.field);
  return (question ? answerText(question, value) : String(value)) || NO_VALUE;
}
