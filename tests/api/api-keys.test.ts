import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as KEYS, POST as CREATE_KEY } from "@/app/api/agencies/[agencyID]/api-keys/route";
import { DELETE as REVOKE_KEY } from "@/app/api/agencies/[agencyID]/api-keys/[keyID]/route";
import { GET as APPLICATION } from "@/app/api/applications/[appID]/route";
import { GET as AUDIT } from "@/app/api/audit/route";
import { GET as AUTH_USER } from "@/app/api/auth/user/route";
import { POST as NOTE } from "@/app/api/notes/route";
import { GET as SUBMISSIONS } from "@/app/api/submissions/route";
import { db } from "@/server/db";
import { FRONT_DOOR, markServedThroughFrontDoor } from "@/server/http/front-door.mjs";
import { stableId } from "../../prisma/seed/stable-id";
import { call } from "../support/api-client";
import { createApplication } from "../support/factories";
import { createApiKeyFor } from "../support/integrations";

const acme = stableId("agency:acme");
const beacon = stableId("agency:beacon");
const keysOf = (agencyID: string) => `/api/agencies/${agencyID}/api-keys`;
const withKey = (secret: string) => ({ as: { token: secret }, via: "bearer" as const });

describe("API keys for an agency's system", () => {
  it("are made by an underwriter, shown once, kept only as a hash, and act as a service user of the agency", async () => {
    const created = await call(CREATE_KEY, keysOf(acme), { as: "underwriter", method: "POST", body: { name: "Acme AMS" }, params: { agencyID: acme } });
    expect(created.status).toBe(201);
    const key = created.json;
    expect(key.secret).toMatch(/^cmk_[A-Za-z0-9_-]{43}$/);
    expect(key.secret.startsWith(key.prefix)).toBe(true);
    expect(key).toMatchObject({ agencyID: acme, name: "Acme AMS", revokedDate: null, lastUsedDate: null });

    const stored = await db.apiKey.findUniqueOrThrow({ where: { id: key.id } });
    expect(stored.secretHash).not.toContain(key.secret);
    expect(JSON.stringify(stored)).not.toContain(key.secret.slice(key.prefix.length));
    const serviceUser = await db.user.findUniqueOrThrow({ where: { id: key.serviceUserID } });
    expect(serviceUser).toMatchObject({ agencyId: acme, roles: ["Agent"], firstName: "Acme AMS", lastName: "(API key)" });

    // The list never shows a key again.
    const list = await call(KEYS, keysOf(acme), { as: "underwriter", params: { agencyID: acme } });
    const listed = list.json.keys.find((k: { id: string }) => k.id === key.id);
    expect(listed).toMatchObject({ prefix: key.prefix, name: "Acme AMS" });
    expect(JSON.stringify(list.json)).not.toContain(key.secret);

    // The key reads what an agent of the agency reads, and writes as its service user.
    const { appID } = await createApplication({ agency: "acme" });
    const read = await call(APPLICATION, `/api/applications/${appID}`, { ...withKey(key.secret), params: { appID } });
    expect(read.status).toBe(200);
    const submissions = await call(SUBMISSIONS, "/api/submissions?limit=100", withKey(key.secret));
    expect(submissions.status).toBe(200);
    const note = await call(NOTE, "/api/notes", {
      ...withKey(key.secret),
      method: "POST",
      body: { entityType: "Application", entityID: appID, content: "Loss runs sent." },
    });
    expect(note.status).toBe(201);
    expect((await db.note.findUniqueOrThrow({ where: { id: note.json.id } })).authorId).toBe(key.serviceUserID);

    // Its use is in the audit trail: its writes name its service user, and its first use marks the key as used.
    const trail = await call(AUDIT, `/api/audit?entityType=Note&entityID=${note.json.id}`, { as: "underwriter" });
    expect(trail.json.entries[0]).toMatchObject({ action: "insert", actor: { id: key.serviceUserID, fullName: "Acme AMS (API key)" } });
    expect((await db.apiKey.findUniqueOrThrow({ where: { id: key.id } })).lastUsedAt).not.toBeNull();
    const keyTrail = await call(AUDIT, `/api/audit?entityType=ApiKey&entityID=${key.id}`, { as: "underwriter" });
    const marked = keyTrail.json.entries.find((e: { action: string; changes: Record<string, unknown> }) => e.action === "update" && "lastUsedAt" in e.changes);
    expect(marked).toMatchObject({ actor: { id: key.serviceUserID, fullName: "Acme AMS (API key)" } });
    expect(Object.keys(marked.changes)).toEqual(["lastUsedAt"]);
    expect(keyTrail.json.entries.at(-1)).toMatchObject({ action: "insert", actor: { id: stableId("user:underwriter") } });
    expect(JSON.stringify(keyTrail.json)).not.toContain("secretHash");
  });

  it("reach only their own agency: another agency's application is not found", async () => {
    const { secret } = await createApiKeyFor(beacon, "Beacon AMS");
    const { appID } = await createApplication({ agency: "acme" });
    const read = await call(APPLICATION, `/api/applications/${appID}`, { ...withKey(secret), params: { appID } });
    expect(read.status).toBe(404);
    const note = await call(NOTE, "/api/notes", {
      ...withKey(secret),
      method: "POST",
      body: { entityType: "Application", entityID: appID, content: "Not ours." },
    });
    expect(note.status).toBe(404);
    expect(await db.note.count({ where: { entityId: appID } })).toBe(0);
  });

  it("is refused at once once revoked, even right after a read that found it", async () => {
    const key = await createApiKeyFor(acme);
    expect((await call(SUBMISSIONS, "/api/submissions", withKey(key.secret))).status).toBe(200);
    const revoked = await call(REVOKE_KEY, `${keysOf(acme)}/${key.id}`, { as: "underwriter", method: "DELETE", params: { agencyID: acme, keyID: key.id } });
    expect(revoked.status).toBe(200);
    expect(revoked.json.revokedDate).not.toBeNull();
    expect((await call(SUBMISSIONS, "/api/submissions", withKey(key.secret))).status).toBe(401);
    // Revoking again answers the key as it is.
    const again = await call(REVOKE_KEY, `${keysOf(acme)}/${key.id}`, { as: "underwriter", method: "DELETE", params: { agencyID: acme, keyID: key.id } });
    expect(again.json.revokedDate).toBe(revoked.json.revokedDate);
  });

  it("is its own bearer: it is not exchanged for a session token", async () => {
    const { secret } = await createApiKeyFor(acme);
    const answer = await call(AUTH_USER, "/api/auth/user", withKey(secret));
    expect(answer.status).toBe(403);
    expect(answer.json.error.message).toBe("An API key is sent as the bearer itself; it is not exchanged for a token.");
  });

  it("refuses agents, a key's own service user, and bad input, changing nothing", async () => {
    const before = await db.apiKey.count();
    for (const as of ["agent", "agent2"] as const) {
      expect((await call(CREATE_KEY, keysOf(acme), { as, method: "POST", body: { name: "Mine" }, params: { agencyID: acme } })).status).toBe(403);
      expect((await call(KEYS, keysOf(acme), { as, params: { agencyID: acme } })).status).toBe(403);
    }
    const { secret } = await createApiKeyFor(acme);
    expect((await call(CREATE_KEY, keysOf(acme), { ...withKey(secret), method: "POST", body: { name: "Another" }, params: { agencyID: acme } })).status).toBe(
      403,
    );

    const blank = await call(CREATE_KEY, keysOf(acme), { as: "underwriter", method: "POST", body: { name: "  " }, params: { agencyID: acme } });
    expect(blank.status).toBe(422);
    expect(blank.json.error.fields.name).toEqual(["Enter a name for the key."]);
    const extra = await call(CREATE_KEY, keysOf(acme), { as: "underwriter", method: "POST", body: { name: "A", scopes: ["all"] }, params: { agencyID: acme } });
    expect(extra.status).toBe(422);
    const unknownAgency = stableId("agency:nowhere");
    expect(
      (await call(CREATE_KEY, keysOf(unknownAgency), { as: "underwriter", method: "POST", body: { name: "A" }, params: { agencyID: unknownAgency } })).status,
    ).toBe(404);
    expect(
      (await call(CREATE_KEY, "/api/agencies/acme/api-keys", { as: "underwriter", method: "POST", body: { name: "A" }, params: { agencyID: "acme" } })).status,
    ).toBe(400);
    // Another agency's key is not found under this one.
    const beaconKey = await createApiKeyFor(beacon);
    const crossed = await call(REVOKE_KEY, `${keysOf(acme)}/${beaconKey.id}`, {
      as: "underwriter",
      method: "DELETE",
      params: { agencyID: acme, keyID: beaconKey.id },
    });
    expect(crossed.status).toBe(404);
    expect((await db.apiKey.findUniqueOrThrow({ where: { id: beaconKey.id } })).revokedAt).toBeNull();
    expect(await db.apiKey.count()).toBe(before + 2);
  });

  it("never sends a key's service user the bell or e-mail of a note to the agency's producers", async () => {
    const { serviceUserID } = await createApiKeyFor(acme);
    const { appID } = await createApplication({ agency: "acme" });
    const note = await call(NOTE, "/api/notes", {
      as: "underwriter",
      method: "POST",
      body: { entityType: "Application", entityID: appID, content: "Please send loss runs.", notify: ["Producer"] },
    });
    expect(note.status).toBe(201);
    const told = await db.notification.findMany({ where: { noteId: note.json.id }, select: { userId: true } });
    expect(told.map((n) => n.userId)).toContain(stableId("user:agent"));
    expect(told.map((n) => n.userId)).not.toContain(serviceUserID);
  });
});

describe("guessed keys", () => {
  beforeAll(() => markServedThroughFrontDoor());
  afterAll(() => void delete (globalThis as Record<symbol, unknown>)[FRONT_DOOR]);

  it("are throttled like sign-ins: 30 wrong keys from one address, then even a right one is refused", async () => {
    const from = { "x-forwarded-for": `2001:db8:${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}::1` };
    for (let i = 0; i < 30; i++) {
      const guess = await call(SUBMISSIONS, "/api/submissions", { as: { token: `cmk_${randomBytes(32).toString("base64url")}` }, headers: from });
      expect(guess.status).toBe(401);
    }
    const { secret } = await createApiKeyFor(acme);
    const locked = await call(SUBMISSIONS, "/api/submissions", { ...withKey(secret), headers: from });
    expect(locked.status).toBe(429);
    expect(locked.json.error.message).toMatch(/^Too many failed attempts\./);
    expect((await call(SUBMISSIONS, "/api/submissions", withKey(secret))).status).toBe(200);
  });
});
