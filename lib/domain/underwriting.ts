import { TOTAL_COST_KEY as TOTAL_COST, TOTAL_GROUP_ID as TOTAL_GROUP } from "./product-definition";

/**
 * Pure rules of the underwriter's quote-to-bind screens and the agent's quote
 * review (spec 2 §2, §5, §9).
 */

export const underwriterSteps = [
  { id: "review", label: "Review App" },
  { id: "pricing", label: "Carrier & Pricing" },
  { id: "finalize", label: "Finalize Quote" },
  { id: "bind", label: "Bind" },
] as const;
export type UnderwriterStep = (typeof underwriterSteps)[number]["id"];

export function stepHref(submissionID: string, appID: string, step: UnderwriterStep): string {
  return `/submission/${encodeURIComponent(submissionID)}/coverage/${encodeURIComponent(appID)}/${step}`;
}

export interface DocumentFacts {
  category: string;
  uploaderType: string;
  isActive?: boolean;
}

const active = (d: DocumentFacts) => d.isActive !== false;

/** An active document the agent uploaded: request bind needs one, and so does bind without the proceed-to-bind flag. */
export function hasAgentUpload(documents: readonly DocumentFacts[]): boolean {
  return documents.some((d) => active(d) && d.uploaderType === "Agent");
}

/** The underwriter's quote documents (Finalize Quote): Approve needs at least one. */
export function quoteDocuments<T extends DocumentFacts>(documents: readonly T[]): T[] {
  return documents.filter((d) => active(d) && d.category === "upload_finalize_quote");
}

export function documentsBy<T extends DocumentFacts>(documents: readonly T[], uploaderType: "Agent" | "Underwriter"): T[] {
  return documents.filter((d) => active(d) && d.uploaderType === uploaderType);
}

const dollarFormat = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0, minimumFractionDigits: 0 });

/** Prices are shown in whole dollars (spec 2 §9); nothing to show is a dash. */
export function wholeDollars(amount: number | null | undefined): string {
  return amount == null || !Number.isFinite(amount) ? "—" : dollarFormat.format(Math.round(amount));
}

interface PricingQuestion {
  questionKey: string;
  isReadOnly?: boolean;
  calculationLogic?: string[];
}
export interface PricingGroupView {
  id: string;
  questions: PricingQuestion[];
  answers: { source: string; value: unknown }[];
}

/** Calculated and read-only price questions are the server's to fill. */
export function isEnteredPriceQuestion(q: PricingQuestion): boolean {
  return !q.isReadOnly && !q.calculationLogic?.length;
}

/** The saved total cost: the total group's total_cost answer, or the application's total the server computed with it. */
export function savedTotalCost(groups: readonly PricingGroupView[], totalCost: number | null = null): number | null {
  const value = groups.find((g) => g.id === TOTAL_GROUP)?.answers.find((a) => a.source === TOTAL_COST)?.value;
  return typeof value === "number" ? value : totalCost;
}

/** Pricing counts as saved once a carrier is chosen and the server has computed a total from stored answers. */
export function isPricingSaved(selectedCarrierID: string | null, totalCost: number | null): boolean {
  return Boolean(selectedCarrierID) && totalCost !== null;
}

/** The pricing form's starting values: each entered question's saved answer, as text. */
export function pricingFormValues(groups: readonly PricingGroupView[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const g of groups) {
    for (const q of g.questions) {
      if (!isEnteredPriceQuestion(q)) continue;
      const saved = g.answers.find((a) => a.source === q.questionKey)?.value;
      values[q.questionKey] = typeof saved === "number" ? String(saved) : "";
    }
  }
  return values;
}

/** The PATCH answers of the pricing form: entered questions of every group but the total, blanks left out. */
export function pricingAnswers(groups: readonly PricingGroupView[], values: Record<string, string>) {
  return groups
    .filter((g) => g.id !== TOTAL_GROUP)
    .map((g) => ({
      sectionGroupID: g.id,
      answers: g.questions
        .filter(isEnteredPriceQuestion)
        .map((q) => ({ source: q.questionKey, text: (values[q.questionKey] ?? "").trim() }))
        .filter((a) => a.text !== "" && Number.isFinite(Number(a.text)))
        .map((a) => ({ source: a.source, value: Number(a.text) })),
    }));
}
