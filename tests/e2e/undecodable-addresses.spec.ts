import { stableId } from "../../prisma/seed/stable-id";
import { expect, signInContext, test } from "./support";

const policy = stableId("application:sunrise-bound");

// Next.js answers these with 500 by itself (it cannot decode the dynamic segment); the proxy answers first, or sends to the not-found page.
test("an address whose percent-escapes do not decode is not found (404), for pages and the API alike", async ({ page }) => {
  await signInContext(page, "agent@example.com");
  for (const path of [`/coverage/${policy}/endorsement/details/%E0%A4%A`, "/coverage/%E0%A4%A/summary", "/submission/%/coverage/x/review"]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    expect(new URL(page.url()).pathname).toBe("/404");
    await expect(page.getByText("Oops! Page Not Found.")).toBeVisible();
  }
  for (const path of ["/api/applications/%E0%A4%A", "/api/submission/%C3", "/api/notes/%zz"]) {
    const res = await page.request.get(path);
    expect(res.status(), path).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "not_found", message: "Resource not found." } });
  }
  // An escape that decodes still reaches the route handler, which answers for itself: "%E0" is no application id.
  const encoded = await page.request.get("/api/applications/%25E0");
  expect(encoded.status()).toBe(400);
  expect((await encoded.json()).error.code).toBe("bad_request");
});
