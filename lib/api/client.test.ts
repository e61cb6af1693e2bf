import { describe, expect, it } from "vitest";
import { apiPath } from "./client";

describe("apiPath", () => {
  it("puts the parameters that have a value in the query string, in order, encoded", () => {
    expect(apiPath("/api/endorsements", { status: "Pending", search: "a&b c" })).toBe("/api/endorsements?status=Pending&search=a%26b+c");
  });

  it("leaves blank and missing parameters out, and the query string with them when all are", () => {
    expect(apiPath("/api/notes", { entityType: "Application", cancellationID: undefined, reinstatementID: "", limit: "50" })).toBe(
      "/api/notes?entityType=Application&limit=50",
    );
    expect(apiPath("/api/documents", { search: undefined })).toBe("/api/documents");
  });
});
