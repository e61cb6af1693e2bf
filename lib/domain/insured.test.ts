import { describe, expect, it } from "vitest";
import { entityTypes, feinSsnPlaceholder, formatFeinSsn, formatPhone, isValidEmail, isValidText, isValidUrl } from "./insured";

describe("display formats", () => {
  it.each([
    ["", ""],
    ["5", "(5"],
    ["512", "(512"],
    ["5125", "(512) 5"],
    ["512555", "(512) 555"],
    ["5125550101", "(512) 555-0101"],
    ["(512) 555-0101 ext", "(512) 555-0101"],
    ["51255501019", "(512) 555-0101"],
  ])("phone %j → %j", (input, shown) => expect(formatPhone(input)).toBe(shown));

  it.each([
    ["123456789", "individual-sole-proprietor", "123-45-6789"],
    ["123456789", "partnership", "123-45-6789"],
    ["12345", "partnership", "123-45"],
    ["123456789", "llc", "12-3456789"],
    ["123456789", "corporation", "12-3456789"],
    ["123456789", "", "12-3456789"],
    ["12", "llc", "12"],
    ["1234567890", "trust", "12-3456789"],
  ])("FEIN/SSN %s for %j → %s", (input, entityType, shown) => expect(formatFeinSsn(input, entityType)).toBe(shown));

  it("placeholders follow the entity type", () => {
    expect(feinSsnPlaceholder("individual-sole-proprietor")).toBe("XXX-XX-XXXX");
    expect(feinSsnPlaceholder("llc")).toBe("XX-XXXXXXX");
  });

  it("lists the nine entity types of spec 1 §3", () => {
    expect(entityTypes).toEqual([
      "corporation",
      "individual-sole-proprietor",
      "join-venture",
      "llc",
      "partnership",
      "subchapter-corp",
      "trust",
      "unincorporated-association",
      "other",
    ]);
  });
});

describe("checks", () => {
  it.each([
    ["Acme", true],
    ["St. John's", true],
    ["---", false],
    ["<b>x</b>", false],
    ["x{y}", false],
    ["a\tb", false],
  ])("text %j → %s", (v, ok) => expect(isValidText(v)).toBe(ok));
  it.each([
    ["a@b.co", true],
    ["a.b@c.example.com", true],
    ["a@b", false],
    ["a b@c.com", false],
    ["a@@b.com", false],
    ["a@b..com", false],
  ])("email %j → %s", (v, ok) => expect(isValidEmail(v)).toBe(ok));
  it.each([
    ["example.com", true],
    ["https://a.example.com/x?y=1", true],
    ["javascript:alert(1)", false],
    ["http://localhost", false],
    ["https://-bad.com", false],
  ])("url %j → %s", (v, ok) => expect(isValidUrl(v)).toBe(ok));
});
