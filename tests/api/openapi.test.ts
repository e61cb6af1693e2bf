import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { GET as OPENAPI } from "@/app/api/openapi.json/route";
import { apiRoutes, operationSummaries } from "@/app/api/openapi.json/routes";
import { documentListSortKeys } from "@/lib/domain/list-sorts/documents";
import { endorsementListSortKeys } from "@/lib/domain/list-sorts/endorsements";
import { cancellationListSortKeys, reinstatementListSortKeys } from "@/lib/domain/list-sorts/records";
import { renewalsDueSortKeys } from "@/lib/domain/list-sorts/renewals";
import { submissionListSortKeys } from "@/lib/domain/list-sorts/submissions";
import { requestQueueSortKeys, workQueueSortKeys } from "@/lib/domain/list-sorts/work-queue";
import { usStates } from "@/lib/domain/us-states";
import { businessTypeQuerySchema } from "@/lib/schemas/catalog";
import { dashboardQuerySchema } from "@/lib/schemas/dashboard";
import { renewalsDueQuerySchema } from "@/lib/schemas/renewals-due";
import { openApiDocument } from "@/server/api/openapi";
import type { RouteContract } from "@/server/api/with-auth";
import { call } from "../support/api-client";

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

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
    const paths = res.json.paths as Record<
      string,
      Record<
        string,
        { requestBody?: unknown; parameters: { name: string; in: string }[]; responses: Record<string, { content?: Record<string, { schema: unknown }> }> }
      >
    >;
    const described = Object.entries(paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`));
    const onDisk: string[] = [];
    for (const route of routesOnDisk()) {
      const mod = (await import(path.resolve(`app${route}/route.ts`))) as Record<string, unknown>;
      for (const method of METHODS) if (mod[method]) onDisk.push(`${method} ${route.replace(/\[([^\]]+)\]/g, "{$1}")}`);
    }
    expect(described.sort()).toEqual(onDisk.sort());

    const create = paths["/api/endorsements"].post;
    expect(create.requestBody).toMatchObject({
      content: { "application/json": { schema: { type: "object", required: expect.arrayContaining(["appID", "endorsements"]) } } },
    });
    expect(paths["/api/endorsements/{id}"].get.parameters).toEqual([expect.objectContaining({ name: "id", in: "path" })]);
    expect(paths["/api/endorsements"].get.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(["status", "search", "cursor"]));
    expect(paths["/api/applications/{appID}"].get.responses["200"].content?.["application/json"].schema).toMatchObject({
      properties: { appID: { type: "string" } },
    });
  });

  it("names an answer for every route and method, which the API tests parse every answer with", () => {
    const undeclared = Object.entries(apiRoutes).flatMap(([route, mod]) =>
      METHODS.filter((method) => mod[method] && !(mod[method] as { contract?: RouteContract }).contract?.answer).map((method) => `${method} ${route}`),
    );
    expect(undeclared).toEqual([]);
  });

  it("describes each answer with its status and every refusal with the one error shape", async () => {
    const doc = (await call(OPENAPI, "/api/openapi.json", { as: "underwriter" })).json;
    expect(doc.components.schemas.Error).toMatchObject({ properties: { error: { required: expect.arrayContaining(["code", "message"]) } } });
    expect(Object.keys(doc.paths["/api/notes"].post.responses)).toEqual(expect.arrayContaining(["201", "409", "422"]));
    expect(doc.paths["/api/notes"].post.responses["422"].content["application/json"].schema).toEqual({ $ref: "#/components/schemas/Error" });
    expect(Object.keys(doc.paths["/api/documents/{documentID}/file"].get.responses["200"].content)).toEqual(["*/*"]);
  });

  it("names who may call a route from the action it performs", async () => {
    const doc = (await call(OPENAPI, "/api/openapi.json", { as: "agent" })).json as { paths: Record<string, Record<string, { description?: string }>> };
    expect(doc.paths["/api/audit"].get.description).toBe("Roles: Underwriter (the action readAuditTrail).");
    expect(doc.paths["/api/submission"].post.description).toBe("Roles: Agent (the action createSubmission).");
    expect(doc.paths["/api/submissions"].get.description).toBeUndefined();
  });

  it("matches docs/api.md: every route and method described there, and nothing there it does not describe", async () => {
    const doc = (await call(OPENAPI, "/api/openapi.json", { as: "agent" })).json as { paths: Record<string, Record<string, unknown>> };
    const described = Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`));
    // The endpoint headings of docs/api.md: "### `GET /api/x?query`, `DELETE /api/x/{id}`".
    const headings = fs
      .readFileSync(path.resolve("docs/api.md"), "utf8")
      .split("\n")
      .filter((line) => line.startsWith("#"));
    const documented = headings.flatMap((line) =>
      [...line.matchAll(/`(GET|POST|PUT|PATCH|DELETE) (\/api\/[^`?\s]*)/g)].map(([, method, route]) => `${method} ${route}`),
    );
    expect([...new Set(documented)].sort()).toEqual(described.sort());
  });
});

describe("the description as integrators read it", () => {
  it("is served without a session, naming the server it is asked of", async () => {
    const res = await call(OPENAPI, "/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.json.servers).toEqual([{ url: expect.stringMatching(/^https?:\/\//) }]);
    // Described once, then served to each address with its own server.
    const here = openApiDocument(apiRoutes, operationSummaries, "http://localhost:3000");
    const elsewhere = openApiDocument(apiRoutes, operationSummaries, "https://api.example.test");
    expect(elsewhere.servers).toEqual([{ url: "https://api.example.test" }]);
    expect(here.servers).toEqual([{ url: "http://localhost:3000" }]);
    expect({ ...elsewhere, servers: here.servers }).toEqual(here);
  });

  it("gives every operation a unique operationId, a summary and its resource's tag", async () => {
    const doc = (await call(OPENAPI, "/api/openapi.json")).json as {
      tags: { name: string }[];
      paths: Record<string, Record<string, { operationId: string; summary: string; tags: string[] }>>;
    };
    const operations = Object.entries(doc.paths).flatMap(([p, ops]) => Object.entries(ops).map(([m, op]) => ({ at: `${m.toUpperCase()} ${p}`, ...op })));
    expect(operations.filter((op) => !op.summary).map((op) => op.at)).toEqual([]);
    expect(new Set(operations.map((op) => op.operationId)).size).toBe(operations.length);
    expect(doc.paths["/api/applications/{appID}/as-of"].get).toMatchObject({ operationId: "getApplicationsByAppIDAsOf", tags: ["applications"] });
    expect(doc.tags.map((t) => t.name)).toEqual([...new Set(operations.flatMap((op) => op.tags))].sort());
  });

  it("declares only the errors a route can answer, and the upload's fields", async () => {
    const doc = (await call(OPENAPI, "/api/openapi.json")).json;
    expect(Object.keys(doc.paths["/api/notifications"].get.responses).sort()).toEqual(["200", "401", "429", "500", "503"]);
    expect(Object.keys(doc.paths["/api/documents"].post.responses)).toEqual(expect.arrayContaining(["201", "413", "415", "422"]));
    const upload = doc.paths["/api/documents"].post.requestBody.content["multipart/form-data"].schema;
    expect(upload.required).toEqual(expect.arrayContaining(["appID", "filename", "category", "uploaderType", "file"]));
    expect(upload.properties.file).toMatchObject({ type: "string", format: "binary" });
  });

  it("lets If-Match stand for the body's updatedDate: no body is required where it is all a write needs", async () => {
    const doc = (await call(OPENAPI, "/api/openapi.json")).json;
    for (const [method, route] of [
      ["post", "/api/applications/{appID}/renewal"],
      ["delete", "/api/documents/{documentID}"],
      ["delete", "/api/notes/{noteID}"],
    ]) {
      const op = doc.paths[route][method];
      expect(
        op.parameters.map((p: { name: string }) => p.name),
        `${method} ${route}`,
      ).toContain("If-Match");
      expect(op.requestBody?.required ?? false, `${method} ${route}`).toBe(false);
    }
    const patch = doc.paths["/api/applications/{appID}"].patch.requestBody;
    expect(patch.content["application/json"].schema.required ?? []).not.toContain("updatedDate");
  });

  it("passes redocly lint with the repository's rules", async () => {
    const doc = (await call(OPENAPI, "/api/openapi.json")).json;
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "openapi-")), "openapi.json");
    fs.writeFileSync(file, JSON.stringify(doc));
    const lint = await promisify(execFile)(
      path.resolve("node_modules/.bin/redocly"),
      ["lint", file, "--config", path.resolve("redocly.yaml"), "--format", "stylish"],
      {
        env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
      },
    ).catch((failure: { stdout: string; stderr: string }) => failure);
    expect(`${lint.stdout}\n${lint.stderr}`).toMatch(/Your API description is valid/);
    expect(`${lint.stdout}`).not.toMatch(/warning/i);
  }, 60_000);
});

describe("query parameters and answers as the routes take and send them", () => {
  type Parameter = { name: string; in: string; schema: Record<string, unknown> };
  type Doc = { paths: Record<string, { get?: { parameters: Parameter[]; responses: Record<string, { content?: Record<string, unknown> }> } }> };
  const described = async () => (await call(OPENAPI, "/api/openapi.json")).json as Doc;
  const queryOf = (doc: Doc, route: string) =>
    Object.fromEntries(doc.paths[route].get!.parameters.filter((p) => p.in === "query").map((p) => [p.name, p.schema] as const));

  it("describes each list's sort as the enum of its keys, each way round, and no other route as taking one", async () => {
    const doc = await described();
    const lists: Record<string, readonly string[]> = {
      "/api/submissions": submissionListSortKeys,
      "/api/work-queue": workQueueSortKeys,
      "/api/work-queue/requests": requestQueueSortKeys,
      "/api/documents": documentListSortKeys,
      "/api/endorsements": endorsementListSortKeys,
      "/api/cancellations": cancellationListSortKeys,
      "/api/reinstatements": reinstatementListSortKeys,
      "/api/renewals-due": renewalsDueSortKeys,
    };
    const sorted = Object.keys(doc.paths).filter((route) => doc.paths[route].get?.parameters.some((p) => p.in === "query" && p.name === "sort"));
    expect(sorted.sort()).toEqual(Object.keys(lists).sort());
    for (const [route, keys] of Object.entries(lists)) {
      expect(queryOf(doc, route).sort, route).toEqual({ type: "string", enum: keys.flatMap((key) => [key, `-${key}`]) });
    }
  });

  it("describes the renewals due's window as 30, 60 or 90 days, the only ones it takes", async () => {
    const within = queryOf(await described(), "/api/renewals-due").within;
    expect(within).toMatchObject({ type: "number", enum: [30, 60, 90], default: 90 });
    for (const days of [30, 60, 90]) expect(renewalsDueQuerySchema.safeParse({ within: String(days) }).success).toBe(true);
    expect(renewalsDueQuerySchema.safeParse({ within: "45" }).success).toBe(false);
  });

  it("describes each state parameter by a pattern that takes what its route takes: a code in any case, around blanks", async () => {
    const doc = await described();
    const cases: [string, { safeParse: (query: unknown) => { success: boolean } }, string[], string[]][] = [
      ["/api/business-types", businessTypeQuerySchema, ["TX", "tx", " Tx ", "zz"], ["TXX", "T1", "t"]],
      ["/api/dashboard", dashboardQuerySchema, [...usStates.flatMap(({ code }) => [code, code.toLowerCase()]), " tX "], ["ZZ", "TXX", "T1"]],
      ["/api/dashboard/export", dashboardQuerySchema, ["ca", "NY"], ["zz"]],
    ];
    for (const [route, schema, taken, refused] of cases) {
      const state = queryOf(doc, route).state;
      expect(state, route).toMatchObject({ type: "string", pattern: expect.any(String) });
      const pattern = new RegExp(state.pattern as string);
      for (const code of taken) expect([route, code, pattern.test(code), schema.safeParse({ state: code }).success]).toEqual([route, code, true, true]);
      for (const code of refused) expect([route, code, pattern.test(code), schema.safeParse({ state: code }).success]).toEqual([route, code, false, false]);
    }
  });

  it("describes each file answer in the media type it is sent in", async () => {
    const doc = await described();
    const answered = (route: string) => Object.keys(doc.paths[route].get!.responses["200"].content ?? {});
    expect(answered("/api/dashboard/export")).toEqual(["text/csv"]);
    expect(answered("/api/applications/{appID}/summary.pdf")).toEqual(["application/pdf"]);
    expect(answered("/api/documents/{documentID}/file")).toEqual(["*/*"]);
  });
});
