import { z } from "zod";
import { apiErrorSchema } from "@/lib/schemas/api-error";
import { errorStatuses } from "@/server/api/route-errors";
import type { RouteContract } from "@/server/api/with-auth";

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The paths of fields an answer sent that its schema does not declare. zod
 * drops an undeclared key while parsing, so a key of the JSON missing from the
 * parsed value is one the schema does not know: an answer may not grow a field
 * its contract (and the OpenAPI description) does not name.
 */
export function undeclaredFields(sent: unknown, parsed: unknown, path = ""): string[] {
  if (Array.isArray(sent) && Array.isArray(parsed)) return sent.flatMap((item, i) => undeclaredFields(item, parsed[i], `${path}[${i}]`));
  if (!isPlainObject(sent) || !isPlainObject(parsed)) return [];
  return Object.entries(sent).flatMap(([key, value]) => {
    // zod cannot hold a "__proto__" key in what it parses (assigning one sets the prototype); it only ever echoes a hostile parameter's name.
    if (key === "__proto__") return [];
    const at = path ? `${path}.${key}` : key;
    return Object.hasOwn(parsed, key) ? undeclaredFields(value, parsed[key], at) : [at];
  });
}

function mismatches(schema: z.ZodType, json: unknown): string[] {
  const result = schema.safeParse(json);
  if (!result.success) return [z.prettifyError(result.error)];
  return undeclaredFields(json, result.data).map((path) => `✖ ${path} is not declared by the schema`);
}

export interface Answer {
  status: number;
  contentType: string;
  json: unknown;
}

/**
 * Checks an answer against what its route declares: a success by the route's
 * answer schema, a refusal or failure by the API's error schema. Throws with
 * the differences, failing the test that made the call.
 */
export function assertAnswerContract(handler: unknown, request: string, answer: Answer): void {
  const contract = (handler as { contract?: RouteContract }).contract;
  if (!contract) throw new Error(`${request}: the handler declares no contract; wrap it in withAuth with its answer schema.`);
  const isJson = answer.contentType.includes("json");
  let problems: string[];
  if (answer.status >= 400) {
    problems = isJson ? mismatches(apiErrorSchema, answer.json) : [`an error answered as ${answer.contentType || "no content type"}, not JSON`];
    const declared = errorStatuses(contract, request.split(" ")[0]);
    if (!declared.includes(answer.status)) problems.push(`an error answered ${answer.status}, which the route does not declare (${declared.join(", ")})`);
  } else if (answer.status !== (contract.status ?? 200)) {
    problems = [`a success answered ${answer.status}, not the ${contract.status ?? 200} the route declares`];
  } else if ("file" in contract.answer) {
    const type = contract.answer.file;
    problems = isJson
      ? ["a file route answered JSON"]
      : type !== "*/*" && !answer.contentType.startsWith(type)
        ? [`answered ${answer.contentType}, not ${type}`]
        : [];
  } else {
    problems = isJson ? mismatches(contract.answer, answer.json) : [`answered ${answer.contentType || "no content type"}, not JSON`];
  }
  if (problems.length)
    throw new Error(`${request} answered ${answer.status} off its contract:\n${problems.join("\n")}\n${JSON.stringify(answer.json, null, 2)?.slice(0, 4_000)}`);
}
