import { randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { verifyHandoffToken } from "@/server/auth/handoff";
import { db } from "@/server/db";
import { demoUserIds } from "../support/api-client";
import { TEST_HANDOFF_SECRETS } from "../support/test-database";

const secrets = { summit: TEST_HANDOFF_SECRETS.WHOLESALER_SUMMIT_HANDOFF_SECRET, harbor: TEST_HANDOFF_SECRETS.WHOLESALER_HARBOR_HANDOFF_SECRET };

function handoffToken(email: string, program: keyof typeof secrets, jti: string | null = randomUUID()) {
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT({})
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(email)
    .setIssuer(program)
    .setIssuedAt(now)
    .setExpirationTime(now + 300);
  return (jti ? jwt.setJti(jti) : jwt).sign(new TextEncoder().encode(secrets[program]));
}

async function userIn(agency: { parentAgencyId: string | null } | null, roles = ["Agent"]) {
  const agencyRow = agency && (await db.agency.create({ data: { name: `Handoff Agency ${randomUUID().slice(0, 8)}`, parentAgencyId: agency.parentAgencyId } }));
  return db.user.create({
    data: { email: `handoff-${randomUUID()}@example.com`, passwordHash: "-", firstName: "Hand", lastName: "Off", roles, agencyId: agencyRow?.id ?? null },
  });
}

describe("wholesaler handoff tokens", () => {
  it("sign in an agent of one of the program's own agencies", async () => {
    expect(await verifyHandoffToken(await handoffToken("agent@example.com", "summit"))).toBe(demoUserIds.agent);
    expect(await verifyHandoffToken(await handoffToken("agent2@example.com", "harbor"))).toBe(demoUserIds.agent2);
  });

  it("never sign in an underwriter, whichever program signs", async () => {
    for (const program of ["summit", "harbor"] as const) {
      expect(await verifyHandoffToken(await handoffToken("underwriter@example.com", program))).toBeNull();
    }
  });

  it("never sign in an underwriter who belongs to one of the program's agencies either", async () => {
    const uw = await userIn({ parentAgencyId: "wholesaler-summit" }, ["Underwriter"]);
    expect(await verifyHandoffToken(await handoffToken(uw.email, "summit"))).toBeNull();
  });

  it("do not sign in users without an agency, nor agents of an agency outside every program (no default program)", async () => {
    const loose = await userIn(null);
    const outside = await userIn({ parentAgencyId: "some-other-wholesaler" });
    const orphan = await userIn({ parentAgencyId: null });
    for (const user of [loose, outside, orphan]) {
      expect(await verifyHandoffToken(await handoffToken(user.email, "summit"))).toBeNull();
    }
  });

  it("do not sign in an agent of the other program", async () => {
    expect(await verifyHandoffToken(await handoffToken("agent2@example.com", "summit"))).toBeNull();
  });

  it("sign in once: a replayed token signs in nobody", async () => {
    const token = await handoffToken("agent@example.com", "summit");
    expect(await verifyHandoffToken(token)).toBe(demoUserIds.agent);
    expect(await verifyHandoffToken(token)).toBeNull();
  });

  it("need a jti to be remembered by", async () => {
    expect(await verifyHandoffToken(await handoffToken("agent@example.com", "summit", null))).toBeNull();
  });

  it("of one program do not use up the same jti of another", async () => {
    const jti = randomUUID();
    expect(await verifyHandoffToken(await handoffToken("agent@example.com", "summit", jti))).toBe(demoUserIds.agent);
    expect(await verifyHandoffToken(await handoffToken("agent2@example.com", "harbor", jti))).toBe(demoUserIds.agent2);
  });
});
