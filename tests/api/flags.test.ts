import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/flags/route";
import { flagKeys, permissionWideningFlags } from "@/lib/flags";
import { loadSessionUser } from "@/server/auth/session-user";
import { openFlagClient } from "@/server/flags/client";
import { evaluateFlagsWith } from "@/server/flags/evaluate";
import { call, demoUserIds } from "../support/api-client";

const allKeys = Object.values(flagKeys).sort();

describe("GET /api/flags", () => {
  it("answers 401 without a session", async () => {
    const res = await call(GET, "/api/flags");
    expect(res.status).toBe(401);
  });

  it.each(["agent", "underwriter"] as const)("answers every flag by its stable key (%s)", async (as) => {
    const res = await call(GET, "/api/flags", { as });
    expect(res.status).toBe(200);
    expect(Object.keys(res.json.flags).sort()).toEqual(allKeys);
    // Values come from the flag file in use (tests/support/flags.json: all on but the every-status override).
    expect(res.json.flags).toEqual(JSON.parse(fs.readFileSync(process.env.LAUNCHDARKLY_FLAG_FILE!, "utf8")).flagValues);
    expect(res.json.flags["allow-every-status"]).toBe(false);
  });

  it("accepts the caller's own id", async () => {
    const res = await call(GET, `/api/flags?id=${demoUserIds.agent}`, { as: "agent" });
    expect(res.status).toBe(200);
    expect(Object.keys(res.json.flags).sort()).toEqual(allKeys);
  });

  it.each([
    ["agent", demoUserIds.agent2],
    ["agent", demoUserIds.underwriter],
    ["underwriter", demoUserIds.agent],
  ] as const)("answers 404 when %s asks for another user's flags", async (as, id) => {
    const res = await call(GET, `/api/flags?id=${id}`, { as });
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe("not_found");
  });

  it.each(["price-indication", "priceIndication"])("answers one flag by key or name (%s)", async (flagName) => {
    const res = await call(GET, `/api/flags?flagName=${flagName}&id=${demoUserIds.agent2}`, { as: "agent2" });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ flagName: "price-indication", value: true });
  });

  it.each(["no-such-flag", "constructor", "toString"])("answers 404 for an unknown flag (%s)", async (flagName) => {
    const res = await call(GET, `/api/flags?flagName=${flagName}`, { as: "agent" });
    expect(res.status).toBe(404);
  });

  it.each([
    ["empty flagName", "flagName="],
    ["over-long flagName", `flagName=${"x".repeat(101)}`],
    ["empty id", "id="],
  ])("answers 400 for %s", async (_, qs) => {
    const res = await call(GET, `/api/flags?${qs}`, { as: "agent" });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe("bad_request");
  });
});

describe("flags missing from the flag source", () => {
  it("leave permission-widening flags off and every other flag on", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "flags-"));
    const flagFile = path.join(dir, "flags.json");
    fs.writeFileSync(flagFile, JSON.stringify({ flagValues: {} }));
    const client = await openFlagClient({ flagFile });
    try {
      for (const id of [demoUserIds.agent, demoUserIds.underwriter]) {
        const flags = await evaluateFlagsWith(client, (await loadSessionUser(id))!);
        for (const name of permissionWideningFlags) expect(flags[name], name).toBe(false);
        expect(flags.allowEveryStatus).toBe(false);
        expect(flags.proceedToBind).toBe(false);
        expect(flags.renewalAction).toBe(true);
        expect(flags.marketplaceNotes).toBe(true);
      }
    } finally {
      client.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
