import "server-only";
import { z, type ZodType } from "zod";
import { whoMay } from "@/lib/domain/permissions";
import { apiErrorSchema } from "@/lib/schemas/api-error";
import type { OpenApiDocument } from "@/lib/schemas/openapi";
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

const ERROR_STATUSES = ["400", "401", "403", "404", "409", "413", "415", "422", "429", "500", "503"];

type Operation = NonNullable<OpenApiDocument["paths"][string]["get"]>;
type Content = NonNullable<Operation["responses"][string]["content"]>;

function answerContent(answer: AnswerContract): Content {
  // A stored file is sent in its own type (a PDF, an image...).
  if (answer === "file") return { "*/*": { schema: { type: "string", contentMediaType: "application/octet-stream" } } };
  return { "application/json": { schema: jsonSchema(answer, "output") } };
}

// Routes whose writes are based on a record's updatedDate (server/services/freshness.ts).
const ifMatchHeader = {
  name: "If-Match",
  in: "header" as const,
  required: false,
  description: "The updatedDate the write is based on, when the body does not name it.",
  schema: { type: "string" },
};

function operation(contract: RouteContract): Operation {
  const error = { description: "{ error: { code, message, fields? } }", content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } };
  const stale = {
    ...error,
    description:
      '{ error: { code: "conflict", message, current } }: the record changed since the updatedDate the write is based on; current is the record as stored now.',
  };
  return {
    ...(contract.may && { description: `Roles: ${whoMay(contract.may).join(", ")} (the action ${contract.may}).` }),
    security: SECURITY,
    parameters: [...parameters(contract.params, "path"), ...parameters(contract.query, "query"), ...(contract.basedOn ? [ifMatchHeader] : [])],
    ...(contract.body && { requestBody: { required: true, content: { "application/json": { schema: jsonSchema(contract.body, "input") } } } }),
    ...(contract.accepts === "multipart" && { requestBody: { required: true, content: { "multipart/form-data": { schema: { type: "object" } } } } }),
    responses: {
      [String(contract.status ?? 200)]: { description: "The answer.", content: answerContent(contract.answer) },
      ...Object.fromEntries(ERROR_STATUSES.map((status) => [status, status === "409" && contract.basedOn ? stale : error])),
    },
  };
}

export function openApiDocument(routes: Record<string, Record<string, unknown>>): OpenApiDocument {
  const paths: OpenApiDocument["paths"] = {};
  for (const [route, module] of Object.entries(routes)) {
    for (const method of METHODS) {
      const handler = module[method] as { contract?: RouteContract } | undefined;
      if (!handler?.contract) continue;
      (paths[openApiPath(route)] ??= {})[method.toLowerCase() as Lowercase<(typeof METHODS)[number]>] = operation(handler.contract);
    }
  }
  return {
    openapi: "3.1.0",
    info: { title: "Coverage marketplace API", version: "1" },
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
