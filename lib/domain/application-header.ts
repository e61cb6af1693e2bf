import type { InsuredType } from "./company-info";

/**
 * What the application header shows (spec 1 §2, §9; spec 2 §1).
 */

/** The person the header names: the insured themself when the insured is an individual, the company's contact otherwise. */
export function personLabel(insuredType: InsuredType): "Insured" | "Contact" {
  return insuredType === "individual" ? "Insured" : "Contact";
}

/** The company name is hidden for an individual sole proprietor on a direct-to-consumer product. */
export function showsCompanyName(args: { isDirectToConsumer: boolean; entityType: string | null | undefined }): boolean {
  return !(args.isDirectToConsumer && args.entityType === "individual-sole-proprietor");
}

/**
 * The price indication needs its flag, readiness (the first save), an
 * indication given (none past what a policy may cost) and the submission's
 * industry being the product's.
 */
export function showsPriceIndication(args: {
  flagOn: boolean;
  ready: boolean;
  indicated: boolean;
  productIndustryID: string;
  selectedIndustryIDs: readonly string[];
}): boolean {
  return args.flagOn && args.ready && args.indicated && args.selectedIndustryIDs.includes(args.productIndustryID);
}

/** The identity trait that stores an agent's price alert choice for one application. */
export function priceAlertTraitKey(appID: string): string {
  return `priceAlert.${appID}`;
}

/** Spec 1 §8: a failed price-alert update. */
export const PRICE_ALERT_FAILED_MESSAGE = "Unable to update price alert";
