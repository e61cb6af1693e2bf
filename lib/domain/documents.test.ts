import { describe, expect, it } from "vitest";
import { cleanFilename, deletionVerdict, filenameForType, MAX_FILENAME_LENGTH, recordUploadVerdict, supportingDocumentCategory } from "./documents";

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

  it.each([
    ["cancellation", "CancellationRequested", true],
    ["reinstatement", "ReinstatementRequested", true],
    ["cancellation", "PolicyCancelled", false],
    ["cancellation", "CancellationDenied", false],
    ["cancellation", "CancellationCancelled", false],
    ["reinstatement", "PolicyReinstated", false],
    ["reinstatement", "ReinstatementDenied", false],
  ] as const)("one is removed from a %s while it is %s: %s", (kind, status, allowed) => {
    const verdict = deletionVerdict({
      role: "Agent",
      uploaderType: "Agent",
      category: "upload_view_upload",
      status: "Bound",
      activeDocumentCount: 3,
      record: { kind, status },
    });
    expect(verdict.allowed).toBe(allowed);
    if (!allowed) expect(verdict).toMatchObject({ code: "conflict", message: expect.stringContaining(`removed only while the ${kind} is requested`) });
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

describe("stored file names", () => {
  it.each([
    ["invoice\u202Efdp.exe", "invoicefdp.exe"],
    ["\u2067report\u2069\u200F.pdf", "report.pdf"],
    ["a\u061Cb\u200E\u202Ac\u202C.pdf", "abc.pdf"],
    ["../../etc/passwd.pdf", "passwd.pdf"],
    ["line\r\nbreak.pdf", "linebreak.pdf"],
    ["  spaced.pdf  ", "spaced.pdf"],
  ])("%j is stored as %j: no path, no control or bidirectional characters", (name, stored) => {
    expect(cleanFilename(name)).toBe(stored);
  });

  it.each([
    ["quote.html", "application/pdf", "quote.pdf"],
    ["invoicefdp.exe", "application/pdf", "invoicefdp.pdf"],
    ["photo.pdf", "image/png", "photo.png"],
    ["scan", "image/jpeg", "scan.jpg"],
    ["scan.JPEG", "image/jpeg", "scan.JPEG"],
    ["scan.jpg", "image/jpeg", "scan.jpg"],
    ["Quote.PDF", "application/pdf", "Quote.PDF"],
    ["loss runs v1.2", "application/pdf", "loss runs v1.2.pdf"],
    ["budget.xlsx.", "application/pdf", "budget.pdf"],
    [".pdf", "image/png", ".pdf.png"],
    ["legacy.doc", "application/msword", "legacy.doc"],
    ["sheet.docx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "sheet.xlsx"],
    ["notes.txt", "text/plain", "notes.txt"],
  ] as const)("%j of type %s is stored as %j", (name, mimeType, stored) => {
    expect(filenameForType(name, mimeType)).toBe(stored);
  });

  it("keeps a long name within the limit when its extension changes", () => {
    const stored = filenameForType(`${"x".repeat(MAX_FILENAME_LENGTH - 3)}.js`, "application/pdf");
    expect(stored).toHaveLength(MAX_FILENAME_LENGTH);
    expect(stored.endsWith("x.pdf")).toBe(true);
  });
});
