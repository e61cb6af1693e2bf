import { stableId } from "../../prisma/seed/stable-id";
import { expect, signInContext, test } from "./support";

/*
 * The pages the agent opens most carry their content in the HTML the server
 * sends, so they paint it before the JavaScript has loaded and fetched
 * anything (Largest Contentful Paint; see docs/decisions/2026-11-23-page-weight.md).
 */
const sunrise = stableId("submission:sunrise-carpentry");
const firstPaint = [
  { page: "/coverages", path: "/coverages", shows: ["Construction", "After signing in from my wholesaler"] },
  { page: "the Submission page", path: `/app-central?submissionID=${sunrise}`, shows: ["Sunrise Carpentry", "General Liability"] },
  {
    page: "a questionnaire section",
    path: `/coverage/${stableId("application:sunrise-gl-inprogress")}/details/gl-operations`,
    shows: ["work you subcontract"],
  },
  { page: "/company-info", path: `/company-info?submissionID=${sunrise}`, shows: ["Insured information", "Sunrise Carpentry"] },
  { page: "/business-type", path: `/business-type?submissionID=${sunrise}`, shows: ["Business types", "% of work for"] },
  { page: "the policy summary", path: `/coverage/${stableId("application:sunrise-bound")}/summary`, shows: ["Policy number", "Commercial Auto"] },
  {
    page: "a cancelled policy's summary",
    path: `/coverage/${stableId("application:granite-cancelled")}/summary`,
    shows: ["Cancellation date", "Return premium"],
  },
  { page: "a reinstated policy's summary", path: `/coverage/${stableId("application:harbor-reinstated")}/summary`, shows: ["Reinstated on", "Lapse"] },
  { page: "Review Quotes", path: `/coverage/${stableId("application:sunrise-bound")}/review-quote`, shows: ["Total cost", "Commercial Auto"] },
  { page: "View & Upload", path: `/coverage/${stableId("application:sunrise-bound")}/documents`, shows: ["Underwriter documents", "Your uploads"] },
];

test.use({ scanEveryPage: false });

test.describe("first paint from the server", () => {
  for (const { page: name, path, shows } of firstPaint) {
    test(`${name} arrives with its content in the HTML`, async ({ page }) => {
      await signInContext(page, "agent@example.com");
      const res = await page.request.get(path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      for (const text of shows) expect(html, `${path} should carry "${text}"`).toContain(text);
    });
  }

  test("another agency's submission is not in the HTML: the page says it cannot be found", async ({ page }) => {
    await signInContext(page, "agent2@example.com");
    const html = await (await page.request.get(`/app-central?submissionID=${sunrise}`)).text();
    expect(html).not.toContain("Sunrise Carpentry");
    await page.goto(`/app-central?submissionID=${sunrise}`);
    await expect(page.getByRole("heading", { name: "Oops! Page Not Found." })).toBeVisible();
  });
});
