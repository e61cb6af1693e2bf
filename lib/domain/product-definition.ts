/**
 * The vocabulary of product definitions (spec 1 §3 Question, spec 2 §3
 * Pricing) without their zod schemas, so screens that only read a
 * questionnaire need no validation library. `lib/schemas/product-definition`
 * builds its schemas from these and re-exports them.
 */

export const questionTypes = [
  "text",
  "number",
  "currency",
  "boolean",
  "date",
  "address",
  "checklist",
  "checkbox",
  "percent_100",
  "single_select_dropdown",
  "multi_select_dropdown",
  "document_upload",
] as const;
export type QuestionType = (typeof questionTypes)[number];

/** Types whose answers are numbers; only these can be summed or used as a rating exposure. */
export const numericQuestionTypes = ["number", "currency", "percent_100"] as const satisfies readonly QuestionType[];
export const dropdownQuestionTypes = ["single_select_dropdown", "multi_select_dropdown"] as const satisfies readonly QuestionType[];

export const conditionOperators = ["<", ">", "=", "<=", ">=", "!="] as const;
export type ConditionOperator = (typeof conditionOperators)[number];

export const operatorsBetweenConditions = ["None", "AND", "OR"] as const;
export type OperatorBetweenConditions = (typeof operatorsBetweenConditions)[number];

/** Insured fields a show condition may read as `companyInfo.<field>`. */
export const companyInfoFields = [
  "companyName",
  "dba",
  "firstName",
  "lastName",
  "emailAddress",
  "phoneNumber",
  "websiteUrl",
  "entityType",
  "feinSsnNumber",
  "dateBusinessStarted",
  "yearsOfExp",
  "description",
] as const;
export type CompanyInfoField = (typeof companyInfoFields)[number];

export const COMPANY_INFO_PREFIX = "companyInfo.";

/** True when a show-condition source names an insured field rather than a question. */
export function isCompanyInfoSource(sourceQuestionKey: string): boolean {
  if (!sourceQuestionKey.startsWith(COMPANY_INFO_PREFIX)) return false;
  const field = sourceQuestionKey.slice(COMPANY_INFO_PREFIX.length);
  return (companyInfoFields as readonly string[]).includes(field);
}

export const TOTAL_GROUP_ID = "total";
export const TOTAL_COST_KEY = "total_cost";

/** Exposure per rated unit when a rating definition names none: per $1,000 of payroll or revenue. */
export const DEFAULT_EXPOSURE_UNIT = 1000;
