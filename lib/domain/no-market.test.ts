import { describe, expect, it } from "vitest";
import { noMarketNotice } from "./no-market";

describe("noMarketNotice", () => {
  it("points Homeowners to the support mailbox", () => {
    const notice = noMarketNotice({ productIdentifier: "homeowners", productName: "Homeowners", homeownersSupportMailbox: "homeowners@example.com" });
    expect(notice).toMatchObject({ title: "No market available", supportMailbox: "homeowners@example.com" });
    expect(notice.message).toContain("Homeowners");
  });

  it("names no mailbox for other products", () => {
    const notice = noMarketNotice({
      productIdentifier: "excess_surplus_gl",
      productName: "Excess & Surplus GL",
      homeownersSupportMailbox: "homeowners@example.com",
    });
    expect(notice).toEqual({
      title: "No market available",
      message: "We could not find a market for this Excess & Surplus GL application.",
      supportMailbox: null,
    });
  });
});
