import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/auth/user/route";
import { call, sessionToken } from "../support/api-client";

describe("GET /api/auth/user", () => {
  it("answers 401 without a session", async () => {
    const res = await call(GET, "/api/auth/user");
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe("unauthorized");
  });

  it("answers 401 for a forged token", async () => {
    const res = await call(GET, "/api/auth/user", { as: { token: "not-a-real-token" } });
    expect(res.status).toBe(401);
  });

  it("answers 401 for a token of a user that no longer exists", async () => {
    const res = await call(GET, "/api/auth/user", { as: { token: await sessionToken("no-such-user") } });
    expect(res.status).toBe(401);
  });

  it.each(["cookie", "bearer"] as const)("answers the user and a reusable jwtToken (via %s)", async (via) => {
    const res = await call(GET, "/api/auth/user", { as: "agent", via });
    expect(res.status).toBe(200);
    expect(res.json.user).toMatchObject({ email: "agent@example.com", roles: ["Agent"], firstName: "Avery" });
    expect(res.json.user.agencyID).toBeTruthy();
    expect(res.json.user.parentAgencyID).toBe("wholesaler-summit");
    const again = await call(GET, "/api/auth/user", { as: { token: res.json.jwtToken } });
    expect(again.status).toBe(200);
    expect(again.json.user.email).toBe("agent@example.com");
  });

  it("gives the underwriter role", async () => {
    const res = await call(GET, "/api/auth/user", { as: "underwriter" });
    expect(res.json.user.roles).toEqual(["Underwriter"]);
  });
});
