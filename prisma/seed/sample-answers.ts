import { addDays, dateBounds } from "@/lib/questionnaire/dates";
import { completionPercentage, evaluateQuestionnaire, type CompanyInfoValues, type Evaluation } from "@/lib/questionnaire/evaluate";
import type { Question, Questionnaire } from "@/lib/schemas/product-definition";
import type { Prisma } from "@/server/generated/prisma/client";

type Answer = { source: string; value: Prisma.InputJsonValue | null };

const clamp = (n: number, min = -Infinity, max = Infinity) => Math.min(Math.max(n, min), max);

function sampleText(q: Question): string {
  if (q.validations?.textFormat === "email") return "insured@example.com";
  if (q.validations?.textFormat === "phone") return "5125550100";
  const { min = 0, max = Infinity } = q.validations ?? {};
  return "Demo answer for this question".slice(0, max).padEnd(min, ".");
}

function sampleDate(q: Question, today: string): string {
  const { earliest, latest } = dateBounds(q.validations, today);
  const candidate = addDays(today, 30);
  if (candidate > latest) return latest;
  return candidate < earliest ? earliest : candidate;
}

function sampleValue(q: Question, today: string): Prisma.InputJsonValue | null {
  if (q.defaultValue !== undefined && q.type !== "checkbox") return q.defaultValue;
  const first = q.options?.[0]?.value;
  const { min, max } = q.validations ?? {};
  switch (q.type) {
    case "text":
      return sampleText(q);
    case "number":
      return clamp(5, min, max);
    case "currency":
      return clamp(250000, min, max);
    case "percent_100":
      return 50;
    case "boolean":
    case "checklist":
      return false;
    case "checkbox":
      return q.required === true;
    case "date":
      return sampleDate(q, today);
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

/**
 * Valid answers for every question of a questionnaire as of `today`, grouped
 * like the application stores them; `groupCount` limits them to the first groups.
 */
export function sampleAnswerGroups(questionnaire: Questionnaire, today: string, groupCount = Infinity): { sectionGroupID: string; answers: Answer[] }[] {
  return questionnaire.sectionGroups.slice(0, groupCount).map((group) => ({
    sectionGroupID: group.id,
    answers: group.sections.flatMap((s) =>
      s.questions.filter((q) => q.type !== "document_upload" && !q.calculationLogic).map((q) => ({ source: q.questionKey, value: sampleValue(q, today) })),
    ),
  }));
}

/**
 * An application's answer columns after valid answers to the first
 * `groupCount` groups, as the question engine leaves them, with the
 * evaluation for anything rated from them.
 */
export function answeredColumns(questionnaire: Questionnaire, options: { today: string; groupCount?: number; companyInfo?: CompanyInfoValues }) {
  const evaluation: Evaluation = evaluateQuestionnaire({
    questionnaire,
    answerGroups: sampleAnswerGroups(questionnaire, options.today, options.groupCount),
    companyInfo: options.companyInfo,
    validation: { today: options.today },
  });
  return {
    evaluation,
    columns: {
      answerGroups: evaluation.answerGroups as unknown as Prisma.InputJsonValue,
      sectionGroupStatuses: evaluation.statuses,
      completionPercentage: completionPercentage(evaluation.statuses),
    },
  };
}
