import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GET as OPENAPI } from "@/app/api/openapi.json/route";
import { call } from "../support/api-client";

/** Every route on disk but next-auth's own endpoints and the description itself, as "/api/...". */
function routesOnDisk(dir = path.resolve("app/api")): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routesOnDisk(full);
    if (entry.name !== "route.ts") return [];
    const route = `/${path.relative(path.resolve("app"), dir).split(path.sep).join("/")}`;
    return route.includes("[...nextauth]") || route === "/api/openapi.json" ? [] : [route];
  });
}

describe("GET /api/openapi.json", () => {
  it("describes every route and method on disk, with the schemas the handlers parse", async () => {
    const res = await call(OPENAPI, "/api/openapi.json", { as: "agent" });
    expect(res.status).toBe(200);
    const paths = res.json.paths as Record<string, Record<string, { requestBody?: unknown; parameters: { name: string; in: string }[]; responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>>;
    const described = Object.entries(paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`));
    const onDisk: string[] = [];
    for (const route of routesOnDisk()) {
      const mod = (await import(path.resolve(`app${route}/route.ts`))) as Record<string, unknown>;
      for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) if (mod[method]) onDisk.push(`${method} ${route.replace(/\[([^\]]+)\]/g, "{$1}")}`);
    }
    expect(described.sort()).toEqual(onDisk.sort());

    const create = paths["/api/endorsements"].post;
    expect(create.requestBody).toMatchObject({ content: { "application/json": { schema: { type: "object", required: expect.arrayContaining(["appID", "endorsements"]) } } } });
    expect(paths["/api/endorsements/{id}"].get.parameters).toEqual([expect.objectContaining({ name: "id", in: "path" })]);
    expect(paths["/api/endorsements"].get.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(["status", "search", "cursor"]));
    expect(paths["/api/applications/{appID}"].get.responses["200"].content?.["application/json"].schema).toMatchObject({ properties: { appID: { type: "string" } } });
  });
});
