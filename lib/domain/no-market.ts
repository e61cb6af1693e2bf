/**
 * The 'no market' modal (spec 1 §4, spec 2 §2): shown when an application ends
 * in UnderwritingDeclined, ReferredToProgram, Declined or NTU. Homeowners
 * points the agent to its support mailbox.
 */
export const HOMEOWNERS_PRODUCT = "homeowners";

export interface NoMarketNotice {
  title: string;
  message: string;
  /** The mailbox to write to, when the product has one. */
  supportMailbox: string | null;
}

export function noMarketNotice(args: { productIdentifier: string; productName: string; homeownersSupportMailbox: string }): NoMarketNotice {
  const title = "No market available";
  if (args.productIdentifier === HOMEOWNERS_PRODUCT) {
    return {
      title,
      message: `We could not find a market for this ${args.productName} application. Our homeowners support team can help you place it:`,
      supportMailbox: args.homeownersSupportMailbox,
    };
  }
  return { title, message: `We could not find a market for this ${args.productName} application.`, supportMailbox: null };
}
