import { afterEach, describe, expect, it, vi } from "vitest";
import { programHomeUrl } from "./program-home";

describe("programHomeUrl", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("is the program's configured home, read from the server's environment", () => {
    vi.stubEnv("WHOLESALER_HARBOR_HOME_URL", "https://harbor.example.com/home");
    expect(programHomeUrl("harbor")).toBe("https://harbor.example.com/home");
  });

  it("is the app's own home for a program without one (blank counts as unset), and without a program", () => {
    vi.stubEnv("WHOLESALER_SUMMIT_HOME_URL", " ");
    expect(programHomeUrl("summit")).toBe("/app-central");
    expect(programHomeUrl(undefined)).toBe("/app-central");
    expect(programHomeUrl("unknown")).toBe("/app-central");
  });
});
