import { stableId } from "../../prisma/seed/stable-id";
import { expect, signInContext, test } from "./support";

const coverages = `/app-central?submissionID=${stableId("submission:granite-builders")}`;

// Every list of the app that always holds rows, as the role that sees its widest form (an underwriter's lists add
// columns: Agency, Due to). The request tabs of the work queue empty as other journeys decide their seeded requests.
const tables = [
  { path: "/submission", as: "underwriter", table: "Applications waiting on an underwriter" },
  { path: "/app-central", as: "agent", table: "Submissions, most recently updated first" },
  { path: coverages, as: "underwriter", table: /^Coverages of /, label: "a submission's coverages" },
  { path: "/documents", as: "underwriter", table: "Documents, newest first" },
  { path: "/cancellations", as: "underwriter", table: "Cancellations, newest first" },
  { path: "/reinstatements", as: "underwriter", table: "Reinstatements, newest first" },
  { path: "/endorsement-history?status=Bound", as: "underwriter", table: "Bound endorsements, newest first, grouped by effective date" },
  { path: "/renewals-due", as: "underwriter", table: "Policies expiring within 90 days, soonest first" },
] as const;

test.describe("tables on a 1280-pixel screen", () => {
  for (const { path, as, table, ...named } of tables) {
    test(`${"label" in named ? named.label : path} (${as}) keeps its columns inside the screen, without scrolling sideways`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await signInContext(page, `${as}@example.com`);
      await page.goto(path);
      const list = page.getByRole("table", { name: table }).first();
      await expect(list.getByRole("row").nth(1)).toBeVisible();
      const overflow = await list.evaluate((el) => ({
        table: el.parentElement!.scrollWidth - el.parentElement!.clientWidth,
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      }));
      expect(overflow).toEqual({ table: 0, page: 0 });
    });
  }
});
