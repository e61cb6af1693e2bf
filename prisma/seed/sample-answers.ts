import type { Question, Questionnaire } from "@/lib/schemas/product-definition";
import type { Prisma } from "@/server/generated/prisma/client";

type Answer = { source: string; value: Prisma.InputJsonValue | null };

function sampleValue(q: Question): Prisma.InputJsonValue | null {
  if (q.defaultValue !== undefined) return q.defaultValue;
  const first = q.options?.[0]?.value;
  switch (q.type) {
    case "text":
      return q.label.length > 3 ? "Demo answer" : "Demo";
    case "number":
      return Math.max(q.validations?.min ?? 0, 5);
    case "currency":
      return Math.max(q.validations?.min ?? 0, 250000);
    case "percent_100":
      return 50;
    case "boolean":
    case "checkbox":
    case "checklist":
      return false;
    case "date":
      return "2027-01-01";
    case "address":
      return { streetAddress: "100 Main St", city: "Austin", state: "TX", zip: "78701", isManuallyEntered: true };
    case "single_select_dropdown":
      return first ?? null;
    case "multi_select_dropdown":
      return first ? [first] : [];
    case "document_upload":
      return null;
  }
}

/** Plausible answers for every question of a questionnaire, grouped like the application stores them. */
export function sampleAnswerGroups(questionnaire: Questionnaire): { sectionGroupID: string; answers: Answer[] }[] {
  return questionnaire.sectionGroups.map((group) => ({
    sectionGroupID: group.id,
    answers: group.sections.flatMap((s) =>
      s.questions.filter((q) => q.type !== "document_upload").map((q) => ({ source: q.questionKey, value: sampleValue(q) })),
    ),
  }));
}
