import { describe, expect, it } from "vitest";
import { addDays, dateBounds, localToday, MAX_DATE, MIN_DATE, parseDateAnswer, utcToday } from "./dates";

describe("parseDateAnswer", () => {
  it.each<[unknown, string | null]>([
    ["11/22/2026", "2026-11-22"],
    ["2026-11-22", "2026-11-22"],
    [" 02/29/2028 ", "2028-02-29"],
    ["02/29/2027", null],
    ["13/01/2026", null],
    ["2026-02-30", null],
    ["1/2/2026", null],
    ["22/11/2026", null],
    ["tomorrow", null],
    [20261122, null],
    ["12/31/9999", "9999-12-31"],
  ])("%j → %j", (value, expected) => expect(parseDateAnswer(value)).toBe(expected));
});

describe("date helpers", () => {
  it("adds days across months and years", () => {
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("9999-12-30", 5)).toBe(MAX_DATE);
  });
  it("reads today locally and in UTC", () => {
    const now = new Date(Date.UTC(2026, 10, 22, 12));
    expect(utcToday(now)).toBe("2026-11-22");
    expect(localToday(new Date(2026, 10, 22, 23, 30))).toBe("2026-11-22");
  });
});

describe("dateBounds", () => {
  const today = "2026-11-22";
  it("counts daysPrior back and daysAfter forward from today", () => {
    expect(dateBounds({ daysPrior: 0, daysAfter: 90 }, today)).toEqual({
      earliest: "2026-11-22",
      latest: "2027-02-20",
      earliestLimited: true,
      latestLimited: true,
    });
  });
  it("treats 9999 and a missing bound as unlimited: 1999-01-01 to 9999-12-31", () => {
    expect(dateBounds({ daysPrior: 9999, daysAfter: 9999 }, today)).toEqual({
      earliest: MIN_DATE,
      latest: MAX_DATE,
      earliestLimited: false,
      latestLimited: false,
    });
    expect(dateBounds(undefined, today)).toEqual({ earliest: MIN_DATE, latest: MAX_DATE, earliestLimited: false, latestLimited: false });
  });
  it("never reaches before 1999-01-01", () => expect(dateBounds({ daysPrior: 20000 }, today).earliest).toBe(MIN_DATE));
});
