import { QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { makeQueryClient } from "@/lib/api/query-client";
import type { ApiApplication } from "@/lib/schemas/application-answer";
import { FinalizeStep } from "./finalize-step";

const quoteDocument = {
  id: "d1",
  filename: "Quote.pdf",
  category: "upload_finalize_quote",
  uploaderType: "Underwriter",
  isActive: true,
  url: "/api/documents/d1/file",
};

/** The parts of an application Finalize Quote reads: its status, product family, documents and pricing. */
function application(facts: { selectedCarrierID: string | null; totalCost: number | null; documents?: (typeof quoteDocument)[] }): ApiApplication {
  return {
    appID: "app-1",
    status: "ApprovalRequested",
    updatedDate: "2026-01-01T00:00:00.000Z",
    quoteValidUntil: null,
    product: { isWholesale: false },
    carriers: { selectedCarrierID: facts.selectedCarrierID, options: [] },
    totalCost: facts.totalCost,
    documents: facts.documents ?? [],
  } as unknown as ApiApplication;
}

const render = (app: ApiApplication) =>
  renderToStaticMarkup(
    <QueryClientProvider client={makeQueryClient()}>
      <FinalizeStep app={app} continueHref="/bind" generatedQuoteSuffices={false} />
    </QueryClientProvider>,
  );

/** The Approve button's attributes, or null without one. */
const approveButton = (html: string) => /<button([^>]*)>Approve<\/button>/.exec(html)?.[1] ?? null;
const isDisabled = (attributes: string | null) => / disabled=""/.test(attributes ?? "");

describe("FinalizeStep: what Approve waits for", () => {
  it.each([
    ["no carrier and no total cost", { selectedCarrierID: null, totalCost: null }],
    ["a carrier and a total of nothing", { selectedCarrierID: "c1", totalCost: 0 }],
    ["a total cost but no carrier", { selectedCarrierID: null, totalCost: 1200 }],
  ])("an unpriced quote (%s), even with its quote document: Approve disabled, and the pricing asked for", (_name, pricing) => {
    const html = render(application({ ...pricing, documents: [quoteDocument] }));
    expect(isDisabled(approveButton(html))).toBe(true);
    expect(approveButton(html)).toContain("aria-describedby");
    expect(html).toContain("Select carrier, enter pricing info, and save to continue");
    expect(html).not.toContain("Please upload at least one document");
  });

  it("a priced quote without its document: Approve disabled, and the document asked for", () => {
    const html = render(application({ selectedCarrierID: "c1", totalCost: 1200 }));
    expect(isDisabled(approveButton(html))).toBe(true);
    expect(html).toContain("Please upload at least one document");
    expect(html).not.toContain("Select carrier, enter pricing info, and save to continue");
  });

  it("a priced quote with its document: Approve enabled, nothing said beside it", () => {
    const html = render(application({ selectedCarrierID: "c1", totalCost: 1200, documents: [quoteDocument] }));
    expect(approveButton(html)).not.toBeNull();
    expect(isDisabled(approveButton(html))).toBe(false);
    expect(html).not.toContain("Select carrier, enter pricing info, and save to continue");
    expect(html).not.toContain("Please upload at least one document");
  });
});
