import { z } from "zod";
import {
  COMPANY_INFO_PREFIX,
  DEFAULT_EXPOSURE_UNIT,
  TOTAL_COST_KEY,
  TOTAL_GROUP_ID,
  companyInfoFields,
  conditionOperators,
  dropdownQuestionTypes,
  isCompanyInfoSource,
  numericQuestionTypes,
  operatorsBetweenConditions,
  questionTypes,
  type CompanyInfoField,
  type ConditionOperator,
  type OperatorBetweenConditions,
  type QuestionType,
} from "@/lib/domain/product-definition";

/**
 * Product definitions (spec 1 §3 Question, spec 2 §3 Pricing): the
 * questionnaire, pricing and rating data stored per product version.
 */

export {
  COMPANY_INFO_PREFIX,
  DEFAULT_EXPOSURE_UNIT,
  TOTAL_COST_KEY,
  TOTAL_GROUP_ID,
  companyInfoFields,
  conditionOperators,
  dropdownQuestionTypes,
  isCompanyInfoSource,
  numericQuestionTypes,
  operatorsBetweenConditions,
  questionTypes,
};
export type { CompanyInfoField, ConditionOperator, OperatorBetweenConditions, QuestionType };

export const questionTypeSchema = z.enum(questionTypes);

export const questionOptionSchema = z.object({
  label: z.string().min(1),
  value: z.string().min(1),
});
export type QuestionOption = z.infer<typeof questionOptionSchema>;

export const questionValidationsSchema = z
  .object({
    min: z.number().optional(),
    max: z.number().optional(),
    // Whole days before / after today; 9999 means unlimited (spec 1 §5).
    daysPrior: z.number().int().nonnegative().optional(),
    daysAfter: z.number().int().nonnegative().optional(),
    // A text answer that must be an email address or a 10-digit phone number (spec 1 §5).
    textFormat: z.enum(["email", "phone"]).optional(),
  })
  .refine((v) => v.min === undefined || v.max === undefined || v.min <= v.max, {
    message: "validations.min must not exceed validations.max",
    path: ["min"],
  });
export type QuestionValidations = z.infer<typeof questionValidationsSchema>;

export const showIfConditionSchema = z.object({
  sourceQuestionKey: z.string().min(1),
  operator: z.enum(conditionOperators),
  value: z.union([z.string(), z.number(), z.boolean()]),
});
export type ShowIfCondition = z.infer<typeof showIfConditionSchema>;

export const showIfSchema = z
  .object({
    operatorBetweenConditions: z.enum(operatorsBetweenConditions),
    conditions: z.array(showIfConditionSchema).min(1),
  })
  .refine((s) => s.operatorBetweenConditions !== "None" || s.conditions.length === 1, {
    message: "operatorBetweenConditions None takes exactly one condition",
    path: ["conditions"],
  });
export type ShowIf = z.infer<typeof showIfSchema>;

export const questionFormatSchema = z.object({
  type: z.enum(["plain", "numbered_list", "bullet_list"]),
  items: z.array(z.string().min(1)),
});
export type QuestionFormat = z.infer<typeof questionFormatSchema>;

/** The question's fields without cross-field rules, for callers that need to extend or pick. */
export const questionObjectSchema = z.object({
  id: z.string().min(1),
  questionKey: z.string().min(1),
  type: questionTypeSchema,
  label: z.string(),
  helperText: z.string().optional(),
  placeholder: z.string().optional(),
  options: z.array(questionOptionSchema).optional(),
  size: z.enum(["small", "medium", "large"]).optional(),
  inlineInput: z.boolean().optional(),
  required: z.boolean().optional(),
  validations: questionValidationsSchema.optional(),
  defaultValue: z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]).optional(),
  isReadOnly: z.boolean().optional(),
  endorsable: z.boolean().optional(),
  showIf: showIfSchema.optional(),
  calculationLogic: z.array(z.string().min(1)).optional(),
  format: questionFormatSchema.optional(),
  checklistParent: z.string().min(1).optional(),
});

export const questionSchema = questionObjectSchema.superRefine((q, ctx) => {
  const isDropdown = (dropdownQuestionTypes as readonly string[]).includes(q.type);
  if (isDropdown && !q.options?.length) {
    ctx.addIssue({ code: "custom", message: `${q.type} needs options`, path: ["options"] });
  }
  if (q.calculationLogic) {
    if (!(numericQuestionTypes as readonly string[]).includes(q.type)) {
      ctx.addIssue({ code: "custom", message: "calculationLogic needs a number, currency or percent question", path: ["type"] });
    }
    if (q.calculationLogic.length === 0) {
      ctx.addIssue({ code: "custom", message: "calculationLogic lists no keys", path: ["calculationLogic"] });
    }
    if (q.calculationLogic.includes(q.questionKey)) {
      ctx.addIssue({ code: "custom", message: "calculationLogic refers to itself", path: ["calculationLogic"] });
    }
    // A calculated field is read-only (spec 1 §5); an explicit false contradicts that.
    if (q.isReadOnly === false) {
      ctx.addIssue({ code: "custom", message: "a calculated question is read-only", path: ["isReadOnly"] });
    }
  }
  if (q.validations?.textFormat && q.type !== "text") {
    ctx.addIssue({ code: "custom", message: "textFormat applies to text questions", path: ["validations", "textFormat"] });
  }
  if (q.checklistParent === q.questionKey) {
    ctx.addIssue({ code: "custom", message: "checklistParent refers to itself", path: ["checklistParent"] });
  }
  if (q.type === "multi_select_dropdown" && q.defaultValue !== undefined && !Array.isArray(q.defaultValue)) {
    ctx.addIssue({ code: "custom", message: "a multi-select default is a list", path: ["defaultValue"] });
  }
  if (isDropdown && q.options?.length && q.defaultValue !== undefined) {
    const values = new Set(q.options.map((o) => o.value));
    const defaults = Array.isArray(q.defaultValue) ? q.defaultValue : [q.defaultValue];
    if (defaults.some((d) => typeof d !== "string" || !values.has(d))) {
      ctx.addIssue({ code: "custom", message: "default is not one of the options", path: ["defaultValue"] });
    }
  }
});
export type Question = z.infer<typeof questionSchema>;

export const sectionSchema = z.object({
  id: z.string().min(1),
  label: z.string(),
  questions: z.array(questionSchema),
});
export type Section = z.infer<typeof sectionSchema>;

export const sectionGroupSchema = z.object({
  id: z.string().min(1),
  label: z.string(),
  sections: z.array(sectionSchema).min(1),
});
export type SectionGroup = z.infer<typeof sectionGroupSchema>;

/** Every question of a questionnaire, in display order. */
export function questionnaireQuestions(questionnaire: { sectionGroups: SectionGroup[] }): Question[] {
  return questionnaire.sectionGroups.flatMap((g) => g.sections.flatMap((s) => s.questions));
}

/** The first question that depends on itself through showIf sources, its checklist or its calculation, if any. */
function conditionCycle(questions: Question[]): string | null {
  const dependsOn = new Map(
    questions.map((q) => [
      q.questionKey,
      [...(q.showIf?.conditions.map((c) => c.sourceQuestionKey) ?? []), ...(q.checklistParent ? [q.checklistParent] : []), ...(q.calculationLogic ?? [])],
    ]),
  );
  const done = new Set<string>();
  const onPath = new Set<string>();
  function visit(key: string): boolean {
    if (onPath.has(key)) return true;
    if (done.has(key) || !dependsOn.has(key)) return false;
    onPath.add(key);
    const cycle = dependsOn.get(key)!.some(visit);
    onPath.delete(key);
    done.add(key);
    return cycle;
  }
  return questions.find((q) => visit(q.questionKey))?.questionKey ?? null;
}

export const questionnaireSchema = z
  .object({
    sectionGroups: z.array(sectionGroupSchema).min(1),
  })
  .superRefine((questionnaire, ctx) => {
    const groupIds = new Set<string>();
    const sectionIds = new Set<string>();
    for (const group of questionnaire.sectionGroups) {
      if (groupIds.has(group.id)) ctx.addIssue({ code: "custom", message: `duplicate section group id ${group.id}` });
      groupIds.add(group.id);
      for (const section of group.sections) {
        if (sectionIds.has(section.id)) ctx.addIssue({ code: "custom", message: `duplicate section id ${section.id}` });
        sectionIds.add(section.id);
      }
    }

    const questions = questionnaireQuestions(questionnaire);
    const byKey = new Map<string, Question>();
    const ids = new Set<string>();
    for (const q of questions) {
      if (byKey.has(q.questionKey)) ctx.addIssue({ code: "custom", message: `duplicate questionKey ${q.questionKey}` });
      if (ids.has(q.id)) ctx.addIssue({ code: "custom", message: `duplicate question id ${q.id}` });
      byKey.set(q.questionKey, q);
      ids.add(q.id);
    }

    const cyclic = conditionCycle(questions);
    if (cyclic) ctx.addIssue({ code: "custom", message: `${cyclic} depends on itself through show conditions, checklists or calculations` });

    for (const q of questions) {
      for (const c of q.showIf?.conditions ?? []) {
        const known = byKey.has(c.sourceQuestionKey) || isCompanyInfoSource(c.sourceQuestionKey);
        if (!known) {
          ctx.addIssue({ code: "custom", message: `${q.questionKey} is shown on unknown source ${c.sourceQuestionKey}` });
        }
        if (c.sourceQuestionKey === q.questionKey) {
          ctx.addIssue({ code: "custom", message: `${q.questionKey} is shown on its own answer` });
        }
      }
      for (const key of q.calculationLogic ?? []) {
        const source = byKey.get(key);
        if (!source) {
          ctx.addIssue({ code: "custom", message: `${q.questionKey} sums unknown key ${key}` });
        } else if (!(numericQuestionTypes as readonly string[]).includes(source.type)) {
          ctx.addIssue({ code: "custom", message: `${q.questionKey} sums non-numeric ${key}` });
        }
      }
      if (q.checklistParent !== undefined) {
        const parent = byKey.get(q.checklistParent);
        if (!parent || parent.type !== "checklist") {
          ctx.addIssue({ code: "custom", message: `${q.questionKey} names ${q.checklistParent}, which is not a checklist` });
        }
      }
    }
  });
export type Questionnaire = z.infer<typeof questionnaireSchema>;

export const pricingGroupSchema = z.object({
  id: z.string().min(1),
  label: z.string(),
  questions: z.array(questionSchema),
});
export type PricingGroup = z.infer<typeof pricingGroupSchema>;

export const pricingDefinitionSchema = z
  .object({
    groups: z.array(pricingGroupSchema).min(1),
  })
  .superRefine((pricing, ctx) => {
    const groupIds = new Set<string>();
    const keys = new Set<string>();
    for (const g of pricing.groups) {
      if (groupIds.has(g.id)) ctx.addIssue({ code: "custom", message: `duplicate pricing group ${g.id}` });
      groupIds.add(g.id);
      for (const q of g.questions) {
        if (keys.has(q.questionKey)) ctx.addIssue({ code: "custom", message: `duplicate pricing key ${q.questionKey}` });
        keys.add(q.questionKey);
      }
    }

    const total = pricing.groups.find((g) => g.id === TOTAL_GROUP_ID);
    const totalCost = total?.questions.find((q) => q.questionKey === TOTAL_COST_KEY);
    if (!totalCost) {
      ctx.addIssue({ code: "custom", message: `pricing needs a "${TOTAL_GROUP_ID}" group holding ${TOTAL_COST_KEY}`, path: ["groups"] });
      return;
    }
    if (totalCost.type !== "currency") {
      ctx.addIssue({ code: "custom", message: `${TOTAL_COST_KEY} must be a currency question`, path: ["groups"] });
    }
    if (!totalCost.calculationLogic?.length) {
      ctx.addIssue({ code: "custom", message: `${TOTAL_COST_KEY} must sum the other groups`, path: ["groups"] });
      return;
    }
    const summable = new Set(
      pricing.groups
        .filter((g) => g.id !== TOTAL_GROUP_ID)
        .flatMap((g) => g.questions)
        .filter((q) => (numericQuestionTypes as readonly string[]).includes(q.type))
        .map((q) => q.questionKey),
    );
    for (const key of totalCost.calculationLogic) {
      if (!summable.has(key)) {
        ctx.addIssue({ code: "custom", message: `${TOTAL_COST_KEY} sums ${key}, which is no numeric question of another group`, path: ["groups"] });
      }
    }
  });
export type PricingDefinition = z.infer<typeof pricingDefinitionSchema>;

const factorBps = z.number().int().positive();

export const ratingDefinitionSchema = z.object({
  /** Rate in cents for each `exposureUnit` of the exposure answer. */
  baseRateCentsPerUnit: z.number().int().positive(),
  /** A number or currency question of the same product's questionnaire. */
  exposureQuestionKey: z.string().min(1),
  /**
   * How much exposure one rated unit is: 1000 rates per $1,000 of payroll or
   * revenue, 100 per $100 of payroll, 1 per vehicle or dwelling unit.
   * Omitted means 1000, the usual basis for payroll and revenue.
   */
  exposureUnit: z.number().int().positive().optional(),
  minimumPremiumCents: z.number().int().nonnegative(),
  /** Multipliers in basis points (10000 = 1.0x) keyed by two-letter state. */
  stateFactorsBps: z.record(z.string().regex(/^[A-Z]{2}$/), factorBps).optional(),
  /** Multipliers in basis points keyed by NAICS code. */
  classFactorsBps: z.record(z.string().regex(/^\d{2,6}$/), factorBps).optional(),
});
export type RatingDefinition = z.infer<typeof ratingDefinitionSchema>;
