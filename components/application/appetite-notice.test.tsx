import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { appetiteNotes } from "@/lib/domain/appetite-display";
import { AppetiteNotice } from "./appetite-notice";

const reasons = ["Summit Mutual does not write roofing (NAICS 238160) in any state.", "Pioneer Casualty does not write roofing (NAICS 238160) in Florida."];

describe("AppetiteNotice", () => {
  it("says a coverage is Out of appetite, why, and that it cannot be submitted", () => {
    const html = renderToStaticMarkup(<AppetiteNotice decision="out" reasons={reasons} overridden={false} action={<button>Override appetite</button>} />);
    expect(html).toContain("Out of appetite");
    for (const reason of reasons) expect(html).toContain(reason);
    expect(html).toContain(appetiteNotes.out);
    expect(html).toContain("Override appetite");
  });

  it("says an overridden one may be submitted", () => {
    const html = renderToStaticMarkup(<AppetiteNotice compact decision="out" reasons={reasons} overridden />);
    expect(html).toContain("Out of appetite");
    expect(html).toContain(appetiteNotes.overridden);
    expect(html).not.toContain(appetiteNotes.out);
  });

  it("warns of a Referral with its reason", () => {
    const html = renderToStaticMarkup(<AppetiteNotice compact decision="refer" reasons={["Pioneer Casualty refers roofing."]} overridden={false} />);
    expect(html).toContain("Referral");
    expect(html).toContain("Pioneer Casualty refers roofing.");
    expect(html).toContain(appetiteNotes.refer);
  });
});
