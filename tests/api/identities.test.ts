import { afterAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/identities/[id]/route";
import { POST } from "@/app/api/identities/route";
import { flagKeys } from "@/lib/flags";
import { db } from "@/server/db";
import { call, demoUserIds, type DemoUser } from "../support/api-client";

// Every trait key written here starts with this, so the suite cleans up after itself.
const PREFIX = "apitest.";

const readIdentity = (as: DemoUser, id = demoUserIds[as]) => call(GET, `/api/identities/${id}`, { as, params: { id } });
const postTraits = (as: DemoUser | undefined, body: unknown) => call(POST, "/api/identities", { ...(as && { as }), method: "POST", body });
const storedTraits = (userId: string) =>
  db.userTrait.findMany({ where: { userId, key: { startsWith: PREFIX } }, orderBy: { key: "asc" }, select: { key: true, value: true } });

afterAll(async () => {
  await db.userTrait.deleteMany({ where: { key: { startsWith: PREFIX } } });
});

describe("GET /api/identities/{id}", () => {
  it("answers 401 without a session", async () => {
    const id = demoUserIds.agent;
    const res = await call(GET, `/api/identities/${id}`, { params: { id } });
    expect(res.status).toBe(401);
  });

  it.each(["agent", "agent2", "underwriter"] as const)("answers the caller's own identity with every flag (%s)", async (as) => {
    const res = await readIdentity(as);
    expect(res.status).toBe(200);
    expect(res.json.identifier).toBe(demoUserIds[as]);
    expect(res.json.flags.map((f: { key: string }) => f.key).sort()).toEqual(Object.values(flagKeys).sort());
    expect(res.json.flags.every((f: { enabled: unknown }) => typeof f.enabled === "boolean")).toBe(true);
    expect(Array.isArray(res.json.traits)).toBe(true);
  });

  it.each([
    ["agent", demoUserIds.agent2],
    ["agent2", demoUserIds.agent],
    ["underwriter", demoUserIds.agent],
    ["agent", "00000000-0000-4000-8000-000000000000"],
  ] as const)("answers 404 when %s reads another identity", async (as, id) => {
    const res = await readIdentity(as, id);
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe("not_found");
  });

  it("answers 400 for a malformed id", async () => {
    const res = await readIdentity("agent", "not-a-user-id");
    expect(res.status).toBe(400);
    expect(res.json.error.fields.id).toBeDefined();
  });
});

describe("POST /api/identities", () => {
  it("answers 401 without a session", async () => {
    const res = await postTraits(undefined, { identityID: demoUserIds.agent, traits: [{ key: `${PREFIX}x`, value: "1" }] });
    expect(res.status).toBe(401);
  });

  it("saves traits and answers them coerced, on POST and on a later GET", async () => {
    const traits = [
      { key: `${PREFIX}bool`, value: true },
      { key: `${PREFIX}boolString`, value: "false" },
      { key: `${PREFIX}number`, value: 12.5 },
      { key: `${PREFIX}numberString`, value: "42" },
      { key: `${PREFIX}text`, value: "hoa-step1" },
      { key: `${PREFIX}caseText`, value: "True" },
    ];
    const expected = [
      { key: `${PREFIX}bool`, value: true },
      { key: `${PREFIX}boolString`, value: false },
      { key: `${PREFIX}caseText`, value: "True" },
      { key: `${PREFIX}number`, value: 12.5 },
      { key: `${PREFIX}numberString`, value: 42 },
      { key: `${PREFIX}text`, value: "hoa-step1" },
    ];
    const posted = await postTraits("agent", { identityID: demoUserIds.agent, traits });
    expect(posted.status).toBe(200);
    expect(posted.json.identifier).toBe(demoUserIds.agent);
    expect(posted.json.traits.filter((t: { key: string }) => t.key.startsWith(PREFIX))).toEqual(expected);
    const read = await readIdentity("agent");
    expect(read.json.traits.filter((t: { key: string }) => t.key.startsWith(PREFIX))).toEqual(expected);
    expect(await storedTraits(demoUserIds.agent)).toContainEqual({ key: `${PREFIX}bool`, value: "true" });
  });

  it("updates a trait on a second POST rather than adding another", async () => {
    const key = `${PREFIX}priceAlert`;
    await postTraits("agent2", { identityID: demoUserIds.agent2, traits: [{ key, value: true }] });
    const again = await postTraits("agent2", { identityID: demoUserIds.agent2, traits: [{ key, value: false }] });
    expect(again.status).toBe(200);
    expect(again.json.traits).toContainEqual({ key, value: false });
    expect(await db.userTrait.count({ where: { userId: demoUserIds.agent2, key } })).toBe(1);
  });

  it("deletes a trait whose value is null and leaves the others", async () => {
    const gone = `${PREFIX}gone`;
    const kept = `${PREFIX}kept`;
    await postTraits("underwriter", {
      identityID: demoUserIds.underwriter,
      traits: [
        { key: gone, value: "a" },
        { key: kept, value: "b" },
      ],
    });
    const res = await postTraits("underwriter", { identityID: demoUserIds.underwriter, traits: [{ key: gone, value: null }] });
    expect(res.status).toBe(200);
    expect(res.json.traits.map((t: { key: string }) => t.key)).not.toContain(gone);
    expect(await storedTraits(demoUserIds.underwriter)).toEqual([{ key: kept, value: "b" }]);
    const unknown = await postTraits("underwriter", { identityID: demoUserIds.underwriter, traits: [{ key: `${PREFIX}never`, value: null }] });
    expect(unknown.status).toBe(200);
  });

  it("keeps traits per user", async () => {
    const key = `${PREFIX}shared`;
    await postTraits("agent", { identityID: demoUserIds.agent, traits: [{ key, value: "agent" }] });
    await postTraits("agent2", { identityID: demoUserIds.agent2, traits: [{ key, value: "agent2" }] });
    expect((await readIdentity("agent")).json.traits).toContainEqual({ key, value: "agent" });
    expect((await readIdentity("agent2")).json.traits).toContainEqual({ key, value: "agent2" });
  });

  it.each([
    ["agent", demoUserIds.agent2],
    ["agent2", demoUserIds.agent],
    ["underwriter", demoUserIds.agent],
  ] as const)("answers 404 and writes nothing when %s writes another identity", async (as, identityID) => {
    const key = `${PREFIX}foreign`;
    const res = await postTraits(as, { identityID, traits: [{ key, value: "x" }] });
    expect(res.status).toBe(404);
    expect(await db.userTrait.count({ where: { key } })).toBe(0);
  });

  const valid = { key: `${PREFIX}valid`, value: "ok" };
  it.each([
    ["no body", undefined],
    ["no identityID", { traits: [valid] }],
    ["a malformed identityID", { identityID: "me", traits: [valid] }],
    ["no traits", { identityID: demoUserIds.agent }],
    ["an empty trait list", { identityID: demoUserIds.agent, traits: [] }],
    ["51 traits", { identityID: demoUserIds.agent, traits: Array.from({ length: 51 }, (_, i) => ({ key: `${PREFIX}k${i}`, value: i })) }],
    ["a key with a space", { identityID: demoUserIds.agent, traits: [valid, { key: "bad key", value: "x" }] }],
    ["an empty key", { identityID: demoUserIds.agent, traits: [valid, { key: "", value: "x" }] }],
    ["a 101-character key", { identityID: demoUserIds.agent, traits: [valid, { key: `${PREFIX}${"k".repeat(101 - PREFIX.length)}`, value: "x" }] }],
    ["an object value", { identityID: demoUserIds.agent, traits: [valid, { key: `${PREFIX}obj`, value: { a: 1 } }] }],
    ["a missing value", { identityID: demoUserIds.agent, traits: [valid, { key: `${PREFIX}missing` }] }],
    ["a key given twice", { identityID: demoUserIds.agent, traits: [valid, { ...valid, value: "again" }] }],
  ])("answers 422 and writes nothing for %s", async (_, body) => {
    const res = await postTraits("agent", body);
    expect(res.status).toBe(422);
    expect(res.json.error.code).toBe("unprocessable");
    expect(await db.userTrait.count({ where: { key: { in: [valid.key, `${PREFIX}k0`] } } })).toBe(0);
  });

  it("answers 400 for a body that is not JSON", async () => {
    const res = await call(POST, "/api/identities", { as: "agent", method: "POST", rawBody: "{not json" });
    expect(res.status).toBe(400);
  });
});
