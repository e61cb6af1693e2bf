import { z } from "zod";

/** A JSON Schema or other OpenAPI object inside the description: free-form to this schema. */
const openApiObject = z.record(z.string(), z.unknown());

const operationSchema = z.object({
  operationId: z.string(),
  summary: z.string(),
  tags: z.array(z.string()),
  description: z.string().optional(),
  security: z.array(z.record(z.string(), z.array(z.string()))),
  parameters: z.array(
    z.object({ name: z.string(), in: z.enum(["path", "query", "header"]), required: z.boolean(), description: z.string().optional(), schema: openApiObject }),
  ),
  requestBody: z.object({ required: z.boolean(), content: z.record(z.string(), z.object({ schema: openApiObject })) }).optional(),
  responses: z.record(z.string(), z.object({ description: z.string(), content: z.record(z.string(), z.object({ schema: openApiObject })).optional() })),
});

/** Answer of GET /api/openapi.json: the API's OpenAPI 3.1 description. */
export const openApiDocumentSchema = z.object({
  openapi: z.literal("3.1.0"),
  info: z.object({ title: z.string(), version: z.string(), description: z.string(), license: z.object({ name: z.string(), identifier: z.string() }) }),
  servers: z.array(z.object({ url: z.string() })),
  tags: z.array(z.object({ name: z.string(), description: z.string() })),
  components: z.object({ securitySchemes: z.record(z.string(), openApiObject), schemas: z.record(z.string(), openApiObject) }),
  paths: z.record(z.string(), z.partialRecord(z.enum(["get", "post", "put", "patch", "delete"]), operationSchema)),
});
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;
