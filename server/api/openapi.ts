import "server-only";
import { z, type ZodType } from "zod";
import type { RouteContract } from "./with-auth";

/**
 * The API's OpenAPI 3.1 description, built from what each route declares to
 * withAuth: its path, query and body schemas (the ones it parses) and its
 * answer's schema where it names one. Nothing is written by hand, so it cannot
 * drift from what the handlers accept.
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

// Routes whose writes are based on a record's updatedDate (server/services/freshness.ts).
const ifMatchHeader = {
  name: "If-Match",
  in: "header",
  required: false,
  description: "The updatedDate the write is based on, when the body does not name it.",
  schema: { type: "string" },
};

function operation(method: string, contract: RouteContract) {
  const errors = { description: "{ error: { code, message, fields? } }" };
  const stale = { description: "{ error: { code: \"conflict\", message, current } }: the record changed since the updatedDate the write is based on; current is the record as stored now." };
  return {
    ...(contract.roles && { description: `Roles: ${contract.roles.join(", ")}.` }),
    security: [{ session: [] }, { bearer: [] }],
    parameters: [...parameters(contract.params, "path"), ...parameters(contract.query, "query"), ...(contract.basedOn ? [ifMatchHeader] : [])],
    ...(contract.body && { requestBody: { required: true, content: { "application/json": { schema: jsonSchema(contract.body, "input") } } } }),
    ...(contract.accepts === "multipart" && { requestBody: { required: true, content: { "multipart/form-data": { schema: { type: "object" } } } } }),
    responses: {
      [method === "POST" ? "2XX" : "200"]: {
        description: "The answer.",
        content: { "application/json": { schema: contract.answer ? jsonSchema(contract.answer, "output") : {} } },
      },
      "400": errors,
      "401": errors,
      "403": errors,
      "404": errors,
      "409": contract.basedOn ? stale : errors,
      "422": errors,
    },
  };
}

export function openApiDocument(routes: Record<string, Record<string, unknown>>) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [route, module] of Object.entries(routes)) {
    for (const method of METHODS) {
      const handler = module[method] as { contract?: RouteContract } | undefined;
      if (!handler?.contract) continue;
      (paths[openApiPath(route)] ??= {})[method.toLowerCase()] = operation(method, handler.contract);
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
    },
    paths,
  };
}
