import { randomUUID } from "node:crypto";
import { type APIRequestContext, type Page } from "@playwright/test";
import { pricingAnswers } from "../../lib/domain/underwriting";
import { utcToday } from "../../lib/questionnaire/dates";
import type { ApiApplication } from "../../lib/schemas/application-answer";
import type { Questionnaire } from "../../lib/schemas/product-definition";
import { samplePdf } from "../../prisma/seed/sample-files";
import { sampleAnswerGroups } from "../../prisma/seed/sample-answers";
import { stableId } from "../../prisma/seed/stable-id";
import { appOrigin, expect } from "./support";

/**
 * What the quote-to-bind and servicing journeys set up through the API, as the
 * screens would, so each starts from applications of its own and the seeded
 * demo data stays as other journeys expect it.
 */

export interface Created {
  submissionID: string;
  appID: string;
  insured: string;
  /** Every coverage of the submission, in the order asked for. */
  appIDs: string[];
}

/** Writes name the app's own origin, as the browser's own requests do. */
const sameOrigin = () => ({ origin: appOrigin() });

export async function ok<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

type Product = "general_liability" | "contractors_equipment" | "excess_surplus_gl";

/**
 * An agent's new construction submission with these coverages. Each is
 * answered in full and submitted, or, with `firstGroupOnly`, answered in its
 * first section group only and left In Progress.
 */
export async function submittedApplication(
  agent: Page,
  products: Product | readonly Product[],
  options: { firstGroupOnly?: boolean; companyName?: string; feinSsnNumber?: string } = {},
): Promise<Created> {
  const asked = typeof products === "string" ? [products] : products;
  const insured = options.companyName ?? `Quote Journey ${randomUUID().slice(0, 8)} LLC`;
  const submission = await ok<{ submissionID: string; coverages: { appID: string; productID: string }[] }>(
    await agent.request.post("/api/submission", {
      headers: sameOrigin(),
      data: {
        companyInfo: {
          insuredType: "company",
          companyName: insured,
          firstName: "Jordan",
          lastName: "Reyes",
          emailAddress: "jordan@example.com",
          phoneNumber: "5125550188",
          entityType: "llc",
          feinSsnNumber: options.feinSsnNumber ?? "123456789",
          dateBusinessStarted: "2015-04-01",
          yearsOfExp: 9,
          description: "Residential finish carpentry.",
          physicalAddress: { streetAddress: "500 W 2nd St", city: "Austin", state: "TX", zip: "78701" },
          isMailingSameAsPhysical: true,
          selectedIndustryIDs: [stableId("industry:construction")],
        },
        coverages: asked.map((p) => stableId(`product:${p}`)),
      },
    }),
  );
  const appIDs = asked.map((p) => submission.coverages.find((c) => c.productID === stableId(`product:${p}`))!.appID);
  for (const [i, appID] of appIDs.entries()) {
    const questions = await ok<Questionnaire>(await agent.request.get(`/api/applications/${appID}/questions`));
    const app = await ok<{ updatedDate: string }>(await agent.request.get(`/api/applications/${appID}`));
    const submit = asked[i] === "excess_surplus_gl" ? "Submitted" : "ApprovalRequested";
    await ok(
      await agent.request.patch(`/api/applications/${appID}`, {
        headers: sameOrigin(),
        data: {
          updatedDate: app.updatedDate,
          answerType: "general",
          answers: sampleAnswerGroups(questions, utcToday(), options.firstGroupOnly ? 1 : Infinity),
          ...(options.firstGroupOnly ? {} : { status: submit }),
        },
      }),
    );
  }
  return { submissionID: submission.submissionID, appID: appIDs[0], insured, appIDs };
}

/** Chooses a PDF in the screen's upload area, as a user does, and waits until it is stored. */
export async function upload(page: Page, area: string, filename: string) {
  const region = page.getByRole("region", { name: area });
  const chooser = page.waitForEvent("filechooser");
  await region.getByRole("button", { name: `Choose files for ${area}` }).click();
  await (await chooser).setFiles({ name: filename, mimeType: "application/pdf", buffer: samplePdf([filename]) });
  await expect(region.getByRole("listitem").filter({ hasText: filename })).toContainText("Uploaded");
}

/** A PATCH of the application based on it as read now, through the API; answers the application after it. */
export async function patchApplication(underwriter: Page, appID: string, data: Record<string, unknown>): Promise<ApiApplication> {
  const current = await ok<ApiApplication>(await underwriter.request.get(`/api/applications/${appID}`));
  await ok(await underwriter.request.patch(`/api/applications/${appID}`, { headers: sameOrigin(), data: { updatedDate: current.updatedDate, ...data } }));
  return ok<ApiApplication>(await underwriter.request.get(`/api/applications/${appID}`));
}

/** The underwriter prices a submitted marketplace application at `basePremium` dollars with the first carrier and approves its quote, through the API. */
export async function approvedQuote(underwriter: Page, appID: string, basePremium: number): Promise<ApiApplication> {
  const app = await ok<ApiApplication>(await underwriter.request.get(`/api/applications/${appID}`));
  await patchApplication(underwriter, appID, {
    answerType: "pricing",
    selectedCarrierID: app.carriers.options[0].id,
    answers: pricingAnswers(app.pricing.groups, { base_premium: String(basePremium) }),
  });
  await ok(
    await underwriter.request.post("/api/documents", {
      headers: sameOrigin(),
      multipart: {
        appID,
        filename: "Quote.pdf",
        category: "upload_finalize_quote",
        uploaderType: "Underwriter",
        file: { name: "Quote.pdf", mimeType: "application/pdf", buffer: samplePdf(["Quote"]) },
      },
    }),
  );
  return patchApplication(underwriter, appID, { status: "QuoteApproved" });
}

/** As approvedQuote, then proceeded to bind and bound from today for a year, or for the term given. Answers the policy. */
export async function boundPolicy(
  underwriter: Page,
  appID: string,
  basePremium: number,
  term: { effectiveDate: string; expirationDate?: string } = { effectiveDate: utcToday() },
): Promise<ApiApplication> {
  await approvedQuote(underwriter, appID, basePremium);
  await patchApplication(underwriter, appID, { status: "PendingBind" });
  return patchApplication(underwriter, appID, { status: "Bound", policyNo: `QB-${randomUUID().slice(0, 8)}`, ...term });
}

/** The underwriter cancels a bound policy outright, through the API, on this day. */
export async function cancelledPolicy(underwriter: Page, appID: string, cancellationDate = utcToday()): Promise<void> {
  const policy = await ok<ApiApplication>(await underwriter.request.get(`/api/applications/${appID}`));
  await ok(
    await underwriter.request.post("/api/cancellations", {
      headers: sameOrigin(),
      data: { appID, updatedDate: policy.updatedDate, cancellationDate, reason: "Non-payment" },
    }),
  );
}

/** The agent requests cancellation of a bound policy, through the API, on this day. */
export async function requestedCancellation(agent: Page, appID: string): Promise<void> {
  const policy = await ok<ApiApplication>(await agent.request.get(`/api/applications/${appID}`));
  await ok(
    await agent.request.post("/api/cancellations", {
      headers: sameOrigin(),
      data: { appID, updatedDate: policy.updatedDate, cancellationDate: utcToday(), reason: "The insured sold the business." },
    }),
  );
}

export const stepURL = ({ submissionID, appID }: Pick<Created, "submissionID" | "appID">, step: string) =>
  `/submission/${submissionID}/coverage/${appID}/${step}`;
export const badge = (page: Page) => page.getByRole("group", { name: "Current status" });
