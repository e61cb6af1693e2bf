import fs from "node:fs";
import path from "node:path";
import type { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { stableId } from "@/prisma/seed/stable-id";
import { db } from "@/server/db";
import { call, demoUserIds, signInAs, type Credentials } from "../support/api-client";
import { accessMatrix, delegatedRoutes, type Identity } from "./access-matrix.table";

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

/** Every route handler file under app/api, as "/api/..." with its dynamic segments as written. */
function routeFiles(dir = path.resolve("app/api")): { route: string; file: string }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    if (entry.name !== "route.ts") return [];
    return [{ route: `/${path.relative(path.resolve("app"), dir).split(path.sep).join("/")}`, file: full }];
  });
}

async function discoveredRoutes(): Promise<Map<string, Handler>> {
  const routes = new Map<string, Handler>();
  for (const { route, file } of routeFiles()) {
    const exported = (await import(file)) as Partial<Record<(typeof METHODS)[number], Handler>>;
    for (const method of METHODS) {
      const handler = exported[method];
      if (handler) routes.set(`${method} ${route}`, handler);
    }
  }
  return routes;
}

let routes: Map<string, Handler>;
// Signed in, then removed or given another role: both sessions are over.
const stale: Record<string, Credentials> = {};

beforeAll(async () => {
  routes = await discoveredRoutes();
  const agency = stableId("agency:acme");
  for (const kind of ["removed", "roleChanged"] as const) {
    const user = await db.user.create({
      data: {
        email: `matrix-${kind}-${Date.now()}@example.com`,
        passwordHash: "-",
        firstName: "Stale",
        lastName: kind,
        roles: ["Underwriter"],
        agencyId: agency,
      },
    });
    stale[kind] = await signInAs(user.id);
    if (kind === "removed") await db.user.delete({ where: { id: user.id } });
    else await db.user.update({ where: { id: user.id }, data: { roles: ["Agent"] } });
  }
});

describe("the access matrix", () => {
  it("has exactly one row for every method of every route handler on disk", () => {
    const listed = [...Object.keys(accessMatrix), ...Object.keys(delegatedRoutes)].sort();
    expect([...routes.keys()].sort()).toEqual(listed);
  });

  const identities: { identity: Identity; as?: "agent" | "agent2" | "underwriter"; via?: "cookie" | "bearer" }[] = [
    { identity: "anonymous" },
    { identity: "otherAgency", as: "agent2", via: "bearer" },
    { identity: "owner", as: "agent", via: "cookie" },
    { identity: "underwriter", as: "underwriter", via: "bearer" },
  ];

  for (const [key, row] of Object.entries(accessMatrix)) {
    const [method] = key.split(" ");
    it.each(identities)(`${key} as $identity`, async ({ identity, as, via }) => {
      const handler = routes.get(key);
      expect(handler, `${key} exists on disk`).toBeDefined();
      const request = await row.request();
      // Signed in afresh for every call, so a row that ends sessions cannot spoil the others.
      const token = as ? (await signInAs(demoUserIds[as]))[via!] : undefined;
      const res = await call(handler!, request.url, {
        as: token ? { token } : undefined,
        via,
        method,
        body: request.body,
        form: request.form,
        params: request.params,
      });
      expect(res.status, JSON.stringify(res.json)).toBe(row.expect[identity]);
    });

    // A session whose user was removed or changed role is no session: the caller gets what anonymous gets (401 but on the public description).
    it.each(["removed", "roleChanged"] as const)(`${key} as a user who was %s after signing in: ${row.expect.anonymous}`, async (kind) => {
      const request = await row.request();
      for (const via of ["cookie", "bearer"] as const) {
        const res = await call(routes.get(key)!, request.url, {
          as: { token: stale[kind][via] },
          via,
          method,
          body: request.body,
          form: request.form,
          params: request.params,
        });
        expect(res.status).toBe(row.expect.anonymous);
      }
    });
  }
});
