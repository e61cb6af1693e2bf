import { describe, expect, it } from "vitest";
import { recordUploadVerdict, supportingDocumentCategory } from "./documents";

describe("supporting documents of a cancellation or reinstatement request", () => {
  it.each([
    ["Agent", "Agent", "upload_view_upload", "cancellation", "CancellationRequested", true],
    ["Underwriter", "Underwriter", "upload_finalize_quote", "cancellation", "CancellationRequested", true],
    ["Underwriter", "Underwriter", "Bind", "reinstatement", "ReinstatementRequested", true],
    ["Agent", "Agent", "upload_view_upload", "reinstatement", "ReinstatementRequested", true],
    ["Agent", "Agent", "upload_view_upload", "cancellation", "PolicyCancelled", false],
    ["Agent", "Agent", "upload_view_upload", "cancellation", "CancellationDenied", false],
    ["Agent", "Agent", "upload_view_upload", "cancellation", "CancellationCancelled", false],
    ["Agent", "Agent", "upload_view_upload", "reinstatement", "PolicyReinstated", false],
    ["Agent", "Agent", "upload_view_upload", "reinstatement", "ReinstatementDenied", false],
    ["Agent", "Agent", "Bind", "cancellation", "CancellationRequested", false],
    ["Underwriter", "Underwriter", "upload_view_upload", "cancellation", "CancellationRequested", false],
    ["Underwriter", "Agent", "upload_view_upload", "cancellation", "CancellationRequested", false],
  ] as const)("%s as %s, %s on a %s %s: %s", (role, uploaderType, category, kind, recordStatus, allowed) => {
    expect(recordUploadVerdict({ role, uploaderType, category, kind, recordStatus }).allowed).toBe(allowed);
  });

  it("says why: the role (403) before the record's status (409)", () => {
    expect(
      recordUploadVerdict({ role: "Agent", uploaderType: "Agent", category: "Bind", kind: "cancellation", recordStatus: "PolicyCancelled" }),
    ).toMatchObject({ code: "forbidden" });
    expect(
      recordUploadVerdict({ role: "Agent", uploaderType: "Agent", category: "upload_view_upload", kind: "reinstatement", recordStatus: "ReinstatementDenied" }),
    ).toEqual({
      allowed: false,
      code: "conflict",
      message: "Supporting documents can be added only while the reinstatement is requested; it is Reinstatement Denied.",
    });
  });

  it("each role's supporting documents take a category that role uploads", () => {
    for (const role of ["Agent", "Underwriter"] as const) {
      expect(
        recordUploadVerdict({
          role,
          uploaderType: role,
          category: supportingDocumentCategory(role),
          kind: "cancellation",
          recordStatus: "CancellationRequested",
        }).allowed,
      ).toBe(true);
    }
  });
});
