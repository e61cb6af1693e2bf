import { describe, expect, it } from "vitest";
import { formatDay, formatExactTime, formatInstantDay, formatRelativeTime } from "./dates";

const now = Date.parse("2026-11-26T17:24:30.000Z");
const ago = (ms: number) => new Date(now - ms).toISOString();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

describe("formatDay: a calendar day as MM/DD/YYYY, the same day in every zone", () => {
  it.each([
    ["2026-12-26", "12/26/2026"],
    ["2026-01-05", "01/05/2026"],
    ["9999-12-31", "12/31/9999"],
    ["2026-12-31T00:00:00.000Z", "12/31/2026"],
  ])("%s → %s", (day, shown) => expect(formatDay(day)).toBe(shown));

  it.each([[null], [undefined], [""], ["2026-02-30"], ["2026-13-01"], ["12/26/2026"], ["soon"]])("%s is no day: nothing is shown", (day) =>
    expect(formatDay(day)).toBe(""),
  );
});

describe("formatInstantDay: the day of an instant where the viewer is", () => {
  // 17:24 UTC on 11/26 is already 11/27 at UTC+14 and still 11/26 at UTC-11.
  it.each([
    ["UTC", "11/26/2026"],
    ["Pacific/Kiritimati", "11/27/2026"],
    ["Pacific/Pago_Pago", "11/26/2026"],
  ])("in %s it is %s", (zone, shown) => expect(formatInstantDay("2026-11-26T17:24:30.000Z", zone)).toBe(shown));

  it("the early hours of a UTC day are the day before in the Americas", () => {
    expect(formatInstantDay("2026-11-26T03:00:00.000Z", "America/Chicago")).toBe("11/25/2026");
  });

  it("shows nothing for no instant", () => expect(formatInstantDay("never")).toBe(""));
});

describe("formatExactTime: to the minute, with the zone", () => {
  it("reads MM/DD/YYYY, then the time and zone", () => {
    expect(formatExactTime("2026-11-26T17:24:30.000Z", "America/New_York")).toBe("11/26/2026, 12:24 PM EST");
    expect(formatExactTime("2026-11-26T17:24:30.000Z", "UTC")).toBe("11/26/2026, 5:24 PM UTC");
  });
});

describe("formatRelativeTime (spec 1 §9): seconds, minutes or hours under 24 hours, otherwise MM/DD/YYYY", () => {
  it.each([
    [0, "now"],
    [1 * SECOND, "1 second ago"],
    [12 * SECOND, "12 seconds ago"],
    [59 * SECOND + 999, "59 seconds ago"],
    [1 * MINUTE, "1 minute ago"],
    [5 * MINUTE + 30 * SECOND, "5 minutes ago"],
    [59 * MINUTE, "59 minutes ago"],
    [1 * HOUR, "1 hour ago"],
    [3 * HOUR + 59 * MINUTE, "3 hours ago"],
    [23 * HOUR + 59 * MINUTE + 59 * SECOND, "23 hours ago"],
  ])("%i ms ago reads %s", (age, shown) => expect(formatRelativeTime(ago(age), now, "UTC")).toBe(shown));

  it("from 24 hours on, the day in the viewer's zone", () => {
    expect(formatRelativeTime(ago(24 * HOUR), now, "UTC")).toBe("11/25/2026");
    expect(formatRelativeTime(ago(24 * HOUR), now, "Pacific/Kiritimati")).toBe("11/26/2026");
    expect(formatRelativeTime("2026-09-01T12:00:00.000Z", now, "UTC")).toBe("09/01/2026");
  });

  it("a moment ahead (the viewer's clock a little behind the server's) reads now; far ahead, the day", () => {
    expect(formatRelativeTime(ago(-30 * SECOND), now, "UTC")).toBe("now");
    expect(formatRelativeTime(ago(-2 * HOUR), now, "UTC")).toBe("11/26/2026");
  });

  it("takes now as a date or a number of milliseconds", () => {
    expect(formatRelativeTime(ago(5 * MINUTE), new Date(now), "UTC")).toBe("5 minutes ago");
  });

  it("shows nothing for no instant", () => expect(formatRelativeTime("", now)).toBe(""));
});
