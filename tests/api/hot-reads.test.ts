import { describe, expect, it } from "vitest";
import { loadSessionUser, type SessionUser } from "@/server/auth/session-user";
import { db, sqlIn } from "@/server/db";
import { readApplication } from "@/server/services/application-read";
import { findApplication } from "@/server/services/applications";
import { listSubmissions } from "@/server/services/submission-list";
import { readSubmission } from "@/server/services/submission-read";
import { findSubmission } from "@/server/services/submissions";
import { decodeCursor } from "@/lib/schemas/list-query";
import { demoSubmissions } from "@/prisma/seed/demo-submissions";
import { stableId } from "@/prisma/seed/stable-id";
import { demoUserIds } from "../support/api-client";

/**
 * The hottest reads are hand-written SQL (server/services/*-read.ts); the
 * Prisma loaders they stand in for stay the reference. For every seeded
 * record and every kind of viewer, both give the same rows, so neither the
 * access rule nor a field can drift between them. The seeded records, not
 * what other files of the worker wrote, so the work does not grow with them.
 */
const seededApplications = { id: { in: demoSubmissions.flatMap((s) => s.applications.map((a) => stableId(`application:${a.key}`))) } };
const seededSubmissions = { id: { in: demoSubmissions.map((s) => stableId(`submission:${s.key}`)) } };
const viewers = async (): Promise<[string, Pick<SessionUser, "role" | "agencyId">][]> => [
  ["agent", (await loadSessionUser(demoUserIds.agent))!],
  ["agent of another agency", (await loadSessionUser(demoUserIds.agent2))!],
  ["underwriter", (await loadSessionUser(demoUserIds.underwriter))!],
  ["agent without an agency", { role: "Agent", agencyId: null }],
];

const orNull = <T>(load: Promise<T>) => load.catch((e: { code?: string }) => (e.code === "not_found" ? null : Promise.reject(e)));

describe("the hand-written hot reads", () => {
  it("read every application as findApplication does, for every viewer", async () => {
    const apps = await db.application.findMany({ where: seededApplications, select: { id: true } });
    expect(apps.length).toBeGreaterThan(5);
    let seen = 0;
    for (const [name, viewer] of await viewers()) {
      for (const { id } of apps) {
        const expected = await orNull(findApplication(viewer, id));
        expect(await readApplication(viewer, id), `${id} as ${name}`).toEqual(expected);
        if (expected) seen++;
      }
    }
    expect(seen).toBeGreaterThan(apps.length);
  });

  it("read the same inside a transaction, on its connection, as a write does", async () => {
    const apps = await db.application.findMany({ where: seededApplications, select: { id: true } });
    for (const [name, viewer] of await viewers()) {
      const rows = await db.$transaction(async (tx) => Promise.all(apps.map(({ id }) => readApplication(viewer, id, sqlIn(tx)))));
      for (const [i, { id }] of apps.entries()) expect(rows[i], `${id} as ${name}`).toEqual(await readApplication(viewer, id));
    }
  });
});

describe("the hand-written submission reads", () => {
  const byKind = <T extends { addresses: { kind: string }[] }>(row: T | null) =>
    row && { ...row, addresses: [...row.addresses].sort((a, b) => a.kind.localeCompare(b.kind)) };

  it("read every submission as findSubmission does, for every viewer", async () => {
    const submissions = await db.submission.findMany({ where: seededSubmissions, select: { id: true } });
    let seen = 0;
    for (const [name, viewer] of await viewers()) {
      for (const { id } of submissions) {
        const expected = byKind(await orNull(findSubmission(viewer, id)));
        expect(byKind(await readSubmission(viewer, id)), `${id} as ${name}`).toEqual(expected);
        if (expected) seen++;
      }
    }
    expect(seen).toBeGreaterThan(submissions.length);
  });

  it.each(["desc", "asc"] as const)("page through the submission list as the Prisma query does, for every viewer (updated %s)", async (direction) => {
    for (const [name, viewer] of await viewers()) {
      let cursor: string | null | undefined;
      let pages = 0;
      do {
        const query = { limit: 3, sort: { key: "updated", direction } as const, ...(cursor && { cursor: decodeCursor(cursor)! }) };
        const expected = await db.$transaction((tx) => listSubmissions(viewer, query, tx));
        const page = await listSubmissions(viewer, query);
        expect(page, `page ${pages} as ${name}`).toEqual(expected);
        cursor = page.nextCursor;
        pages++;
      } while (cursor && pages < 5);
      if (name === "agent" || name === "underwriter") expect(pages, name).toBeGreaterThan(1);
    }
  });
});
