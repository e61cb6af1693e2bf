import "server-only";
import { z, type ZodType } from "zod";
import { whoMay } from "@/lib/domain/permissions";
import { apiErrorSchema } from "@/lib/schemas/api-error";
import { documentUploadFieldsSchema } from "@/lib/schemas/documents";
import type { OpenApiDocument } from "@/lib/schemas/openapi";
import { errorStatuses } from "./route-errors";
import type { AnswerContract, RouteContract } from "./with-auth";

/**
 * The API's OpenAPI 3.1 description, built from what each route declares to
 * withAuth: its path, query and body schemas (the ones it parses), its
 * answer's schema and status, and the one error shape. Nothing is written by
 * hand, so it cannot drift from what the handlers accept and answer.
 */

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

type Schema = Record<string, unknown>;

function jsonSchema(schema: ZodType, io: "input" | "output"): Schema {
  return z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as Schema;
}

function parameters(schema: ZodType | undefined, where: "path" | "query") {
  if (!schema) return [];
  const described = jsonSchema(schema, "input") as { properties?: Record<string, Schema>; required?: string[] };
  return Object.entries(described.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === "path" || (described.required ?? []).includes(name),
    schema: property,
  }));
}

const openApiPath = (route: string) => route.replace(/\[([^\]]+)\]/g, "{$1}");

// The session cookie or an API token, either one.
const SECURITY: Record<string, string[]>[] = [{ session: [] }, { bearer: [] }];

type Operation = NonNullable<OpenApiDocument["paths"][string]["get"]>;
type Content = NonNullable<Operation["responses"][string]["content"]>;

function answerContent(answer: AnswerContract): Content {
  if (!("file" in answer)) return { "application/json": { schema: jsonSchema(answer, "output") } };
  // A stored file is sent in its own type (a PDF, an image...): "*/*".
  const contentMediaType = answer.file === "*/*" ? "application/octet-stream" : answer.file;
  return { [answer.file]: { schema: { type: "string", format: "binary", contentMediaType } } };
}

// Every POST: a retry with the same key gets the first answer instead of a second write (server/api/idempotency.ts).
const idempotencyHeader = {
  name: "Idempotency-Key",
  in: "header" as const,
  required: false,
  description:
    "Up to 255 visible ASCII characters, new for each request: sent again with the same request within 24 hours, the first answer comes back (Idempotent-Replayed: true) and nothing is written twice; with another request, 422; while the first is under way, 409.",
  schema: { type: "string", minLength: 1, maxLength: 255 },
};

// Routes whose writes are based on a record's updatedDate (server/services/freshness.ts).
const ifMatchHeader = {
  name: "If-Match",
  in: "header" as const,
  required: false,
  description: "The updatedDate the write is based on, when the body does not name it.",
  schema: { type: "string" },
};

/** A stable name per operation for generated clients: the method, then the path's words, a parameter as "By" and its name. */
export function operationId(method: string, route: string): string {
  const words = route
    .replace(/^\/api\//, "")
    .split("/")
    .flatMap((segment) => {
      const param = /^\[(.+)\]$/.exec(segment);
      return param ? ["by", param[1]] : segment.split(/[-.]/);
    });
  return method.toLowerCase() + words.map((w) => w[0].toUpperCase() + w.slice(1)).join("");
}

/** The resource a route belongs to, its first segment: the operation's tag. */
export const tagOf = (route: string) => route.split("/")[2];

/** A write based on updatedDate may name it in If-Match instead: the body's updatedDate is then optional, and a body of it alone too. */
function requestBody(contract: RouteContract): Operation["requestBody"] {
  if (contract.accepts === "multipart") {
    const fields = jsonSchema(documentUploadFieldsSchema, "input") as { properties?: Schema; required?: string[] };
    const schema = {
      type: "object",
      properties: {
        ...fields.properties,
        file: { type: "string", format: "binary", contentMediaType: "application/octet-stream", description: "The file, sent last." },
      },
      required: [...(fields.required ?? []), "file"],
    };
    return { required: true, content: { "multipart/form-data": { schema } } };
  }
  if (!contract.body) return undefined;
  const schema = jsonSchema(contract.body, "input") as Schema & { required?: string[] };
  if (!contract.basedOn) return { required: true, content: { "application/json": { schema } } };
  const required = (schema.required ?? []).filter((name) => name !== "updatedDate");
  const optional: Schema = { ...schema, required };
  if (!required.length) delete optional.required;
  return { required: required.length > 0, content: { "application/json": { schema: optional } } };
}

function operation(method: string, route: string, contract: RouteContract, summary: string): Operation {
  const error = { description: "{ error: { code, message, fields? } }", content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } };
  const stale = {
    ...error,
    description:
      '{ error: { code: "conflict", message, current } }: the record changed since the updatedDate the write is based on; current is the record as stored now. Other 409s refuse the change for the state the record is in, or because another write to the same records came at the same moment (nothing written: send it again).',
  };
  const body = requestBody(contract);
  return {
    operationId: operationId(method, route),
    summary,
    tags: [tagOf(route)],
    ...(contract.may && { description: `Roles: ${whoMay(contract.may).join(", ")} (the action ${contract.may}).` }),
    security: SECURITY,
    parameters: [
      ...parameters(contract.params, "path"),
      ...parameters(contract.query, "query"),
      ...(contract.basedOn ? [ifMatchHeader] : []),
      ...(method === "POST" ? [idempotencyHeader] : []),
    ],
    ...(body && { requestBody: body }),
    responses: {
      [String(contract.status ?? 200)]: { description: "The answer.", content: answerContent(contract.answer) },
      ...Object.fromEntries(errorStatuses(contract, method).map((status) => [String(status), status === 409 && contract.basedOn ? stale : error])),
    },
  };
}

type RouteModules = Record<string, Record<string, unknown>>;

// Described once per set of routes: the description cost a core 0.1–0.4 s on every request of a route anyone may call.
const described = new WeakMap<RouteModules, WeakMap<Record<string, string>, Omit<OpenApiDocument, "servers">>>();

/**
 * The description of `routes` (path → route module), each operation with its
 * summary from `summaries` ("METHOD /api/..."), served from `origin`.
 */
export function openApiDocument(routes: RouteModules, summaries: Record<string, string>, origin: string): OpenApiDocument {
  let bySummaries = described.get(routes);
  if (!bySummaries) described.set(routes, (bySummaries = new WeakMap()));
  let document = bySummaries.get(summaries);
  if (!document) bySummaries.set(summaries, (document = describe(routes, summaries)));
  return { ...document, servers: [{ url: origin }] };
}

function describe(routes: RouteModules, summaries: Record<string, string>): Omit<OpenApiDocument, "servers"> {
  const paths: OpenApiDocument["paths"] = {};
  const tags = new Set<string>();
  for (const [route, module] of Object.entries(routes)) {
    for (const method of METHODS) {
      const handler = module[method] as { contract?: RouteContract } | undefined;
      if (!handler?.contract) continue;
      const summary = summaries[`${method} ${route}`] ?? "";
      (paths[openApiPath(route)] ??= {})[method.toLowerCase() as Lowercase<(typeof METHODS)[number]>] = operation(method, route, handler.contract, summary);
      tags.add(tagOf(route));
    }
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Coverage marketplace API",
      version: "1",
      description: "Applications, submissions, endorsements, cancellations, reinstatements, notes and documents of the coverage marketplace.",
      license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
    },
    tags: [...tags].sort().map((name) => ({ name, description: `Routes under /api/${name}.` })),
    components: {
      securitySchemes: {
        session: { type: "apiKey", in: "cookie", name: "next-auth.session-token" },
        bearer: { type: "http", scheme: "bearer" },
      },
      schemas: { Error: jsonSchema(apiErrorSchema, "output") },
    },
    paths,
  };
}
