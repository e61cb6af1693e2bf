import { describe, expect, it } from "vitest";
import { waitingHref } from "./waiting-href";

describe("waitingHref", () => {
  const app = { appID: "app 1", submissionID: "sub/1", status: "Submitted" };

  it("takes an underwriter to the application's review step, as the work queue does", () => {
    expect(waitingHref(app, true)).toBe("/submission/sub%2F1/coverage/app%201/review");
  });

  it.each([
    { status: "Submitted", href: "/coverage/app%201" },
    { status: "PendingBind", href: "/coverage/app%201/documents" },
    { status: "UnderwritingBindReview", href: "/coverage/app%201/summary" },
  ])("takes an agent where App Central's Review leads from $status", ({ status, href }) => {
    expect(waitingHref({ ...app, status }, false)).toBe(href);
  });
});
