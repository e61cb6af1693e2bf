import { describe, expect, it } from "vitest";
import { externalLanding, parseIdList, type ExternalLandingInput } from "./external-landing";

const base: ExternalLandingInput = {
  role: "Agent",
  newProductIDs: [],
  loginFlow: false,
  prefersExternalHome: false,
  submissionAccessible: false,
};

describe("externalLanding (spec 1 §2)", () => {
  it.each<[string, Partial<ExternalLandingInput>, ReturnType<typeof externalLanding>]>([
    ["neither id → /coverages", {}, { kind: "redirect", to: "/coverages" }],
    [
      "underwriter with a submission → /submission/{id}",
      { role: "Underwriter", submissionID: "s1", submissionAccessible: true },
      { kind: "redirect", to: "/submission/s1" },
    ],
    ["agent with a submission → /app-central", { submissionID: "s1", submissionAccessible: true }, { kind: "redirect", to: "/app-central?submissionID=s1" }],
    ["agent with coverages → /app-central", { newProductIDs: ["p1", "p2"] }, { kind: "redirect", to: "/app-central?newProductIDs=p1%2Cp2" }],
    [
      "underwriter with coverages only → /app-central",
      { role: "Underwriter", newProductIDs: ["p1"] },
      { kind: "redirect", to: "/app-central?newProductIDs=p1" },
    ],
    ["a submission the user may not see → 404", { submissionID: "other" }, { kind: "notFound" }],
    ["preference on and loginFlow → external home", { loginFlow: true, prefersExternalHome: true, submissionID: "s1" }, { kind: "externalHome" }],
    ["preference on without loginFlow → normal rules", { prefersExternalHome: true }, { kind: "redirect", to: "/coverages" }],
    ["loginFlow without preference → normal rules", { loginFlow: true }, { kind: "redirect", to: "/coverages" }],
  ])("%s", (_name, input, expected) => {
    expect(externalLanding({ ...base, ...input })).toEqual(expected);
  });

  it("parses the comma list", () => {
    expect(parseIdList(" a, b,,c ")).toEqual(["a", "b", "c"]);
    expect(parseIdList(undefined)).toEqual([]);
    expect(parseIdList(["a", "b"])).toEqual(["a", "b"]);
  });
});
