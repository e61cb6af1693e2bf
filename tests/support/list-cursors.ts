import { expect } from "vitest";
import { CURSOR_INVALID } from "@/lib/schemas/list-query";
import { call, type DemoUser } from "./api-client";

/** A page asked with a cursor its order never wrote (`url` names both): 400, the cursor's message. */
export async function expectCursorRefused(handler: Parameters<typeof call>[0], url: string, as: DemoUser) {
  const res = await call(handler, url, { as });
  expect(res.status).toBe(400);
  expect(JSON.stringify(res.json)).toContain(CURSOR_INVALID);
}
