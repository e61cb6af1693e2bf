import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { NextRequest } from "next/server";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { GET as OPENAPI } from "@/app/api/openapi.json/route";
import { apiRoutes } from "@/app/api/openapi.json/routes";
import { samplePdf } from "../../prisma/seed/sample-files";
import { stableId } from "../../prisma/seed/stable-id";
import { call, credentialsOf, signInAs } from "../support/api-client";
import { createApplication } from "../support/factories";

const CLIENT = path.resolve("tests/client");

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** Bytes are Blobs in the generated types, as openapi-fetch sends and reads them. */
const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier("Blob"));

/** Types from the description as served now, where tests/client/tsconfig.json finds them. */
async function generateTypes(): Promise<void> {
  const doc = (await call(OPENAPI, "/api/openapi.json")).json;
  const ast = await openapiTS(doc, { transform: (schema) => (schema.format === "binary" ? BLOB : undefined) });
  fs.mkdirSync(path.join(CLIENT, "generated"), { recursive: true });
  fs.writeFileSync(path.join(CLIENT, "generated/api.d.ts"), astToString(ast));
}

/** Every `x as T`, `<T>x` and `x!` of a file, by line: what a client needs when the description does not type a call. */
function castsIn(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node) || ts.isNonNullExpression(node)) {
      found.push(`${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${node.getText()}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The app's route for a path ("/api/notes/{noteID}" matches "/api/notes/n1"), with the path's parameters. */
function routeOf(pathname: string): { module: Record<string, unknown>; params: Record<string, string> } | null {
  for (const [route, module] of Object.entries(apiRoutes)) {
    const names: string[] = [];
    const pattern = route.replace(/\[([^\]]+)\]/g, (_, name: string) => (names.push(name), "([^/]+)"));
    const match = new RegExp(`^${pattern}$`).exec(pathname);
    if (match) return { module, params: Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1])])) };
  }
  return null;
}

/** Requests reach the route handlers in this process, as Next.js would hand them over. */
async function inProcess(request: Request): Promise<Response> {
  const found = routeOf(new URL(request.url).pathname);
  const handler = found?.module[request.method] as Handler | undefined;
  if (!found || !handler) return new Response(null, { status: 404 });
  return handler(new NextRequest(request), { params: Promise.resolve(found.params) });
}

/**
 * The client, loaded by a path the project's type-check does not follow: it is typed by the generated types, which
 * exist once this test has written them, and is type-checked on its own (tests/client/tsconfig.json).
 */
interface ClientModule {
  apiClient: (baseUrl: string, token: string, fetch: (request: Request) => Promise<Response>) => unknown;
  policyLife: (
    people: { underwriter: unknown; mga: unknown; withKey: (key: string) => unknown },
    fixtures: {
      agencyID: string;
      appID: string;
      pricing: { sectionGroupID: string; answers: { source: string; value: number }[] }[];
      policyNo: string;
      wholesaleID: string;
    },
    file: Blob,
  ) => Promise<unknown>;
}
const loadClient = (): Promise<ClientModule> => import(/* @vite-ignore */ path.join(CLIENT, "policy-life.ts"));

describe("a client generated from the description", () => {
  it("type-checks with no cast, and with an agency's key drives an application from its submission through bind, cancellation and reinstatement to renewal, told by webhook", async () => {
    await generateTypes();
    expect(castsIn(path.join(CLIENT, "policy-life.ts")), "casts in tests/client/policy-life.ts").toEqual([]);
    const tsc = await promisify(execFile)(path.resolve("node_modules/.bin/tsc"), ["-p", path.join(CLIENT, "tsconfig.json")]).catch(
      (failure: { stdout: string }) => failure,
    );
    expect(tsc.stdout, "tsc -p tests/client").toBe("");

    const answered = await createApplication({ answers: "complete" });
    const wholesale = await createApplication({ product: "excess_surplus_gl", status: "Bound" });
    const file = new Blob([new Uint8Array(samplePdf(["Loss runs"]))], { type: "application/pdf" });
    const { apiClient, policyLife } = await loadClient();
    const clientWith = (token: string) => apiClient("http://localhost:3000", token, inProcess);
    const people = {
      underwriter: clientWith((await credentialsOf("underwriter")).bearer),
      mga: clientWith((await signInAs(stableId("user:mga"))).bearer),
      withKey: clientWith,
    };
    const policyNo = `POL-CLIENT-${randomUUID().slice(0, 8)}`;
    const pricing = [{ sectionGroupID: "premium", answers: [{ source: "base_premium", value: 1200 }] }];
    const agencyID = stableId("agency:acme");
    const life = await policyLife(people, { agencyID, appID: answered.appID, pricing, policyNo, wholesaleID: wholesale.appID }, file);
    expect(life).toEqual({
      keyShown: true,
      events: ["cancellation.status_changed", "cancellation.status_changed", "policy.bound"],
      bound: { status: "Bound", policyNo },
      documentName: "loss-runs.pdf",
      noteRemoved: true,
      cancelled: "PolicyCancelled",
      reinstated: "PolicyReinstated",
      renewal: { appID: expect.any(String), renewedFromAppID: wholesale.appID },
      refused: { status: 409, code: "conflict" },
    });
  }, 60_000);
});
