import { describe, expect, it } from "vitest";
import { z } from "zod";
import { GET as GET_APPLICATION } from "@/app/api/applications/[appID]/route";
import { GET as BUSINESS_TYPES } from "@/app/api/business-types/route";
import { GET as IDENTITY } from "@/app/api/identities/[id]/route";
import { GET as INDUSTRIES } from "@/app/api/industries/route";
import { GET as INDUSTRY } from "@/app/api/industries/[id]/route";
import { GET as GET_SUBMISSION } from "@/app/api/submission/[submissionID]/route";
import { GET as SUBMISSIONS } from "@/app/api/submissions/route";
import { GET as ZIP_CODE } from "@/app/api/zip-codes/[zip]/route";
import { apiApplicationSchema } from "@/lib/schemas/application-answer";
import { apiBusinessTypeSchema, apiIndustrySchema, apiZipCodePlaceSchema } from "@/lib/schemas/catalog";
import { apiIdentitySchema } from "@/lib/schemas/identity";
import { apiSubmissionSchema } from "@/lib/schemas/submission-answer";
import { submissionListPageSchema } from "@/lib/schemas/submission-list";
import { stableId } from "@/prisma/seed/stable-id";
import { withAuth } from "@/server/api/with-auth";
import { db } from "@/server/db";
import { call, demoUserIds, type DemoUser } from "../support/api-client";

/**
 * The answers the screens read are typed by their schemas in lib/schemas; the
 * server's mappers are typed by the same schemas. Parsing the real answers
 * here catches a change of shape the types cannot see (a value of another
 * kind at run time, a missing field).
 */
function parses<T extends z.ZodType>(schema: T, json: unknown) {
  const result = schema.safeParse(json);
  expect(result.error?.issues ?? []).toEqual([]);
}

describe("answer contracts", () => {
  it("a seeded application in every status and its submission, as an agent and as an underwriter", async () => {
    const apps = await db.application.findMany({
      where: { submission: { agencyId: stableId("agency:acme") } },
      distinct: ["status"],
      orderBy: [{ status: "asc" }, { id: "asc" }],
      select: { id: true, submissionId: true },
    });
    expect(apps.length).toBeGreaterThan(5);
    for (const as of ["agent", "underwriter"] as DemoUser[]) {
      for (const app of apps) {
        const res = await call(GET_APPLICATION, "/", { as, params: { appID: app.id } });
        expect(res.status).toBe(200);
        parses(apiApplicationSchema, res.json);
      }
      for (const submissionID of new Set(apps.map((a) => a.submissionId))) {
        const res = await call(GET_SUBMISSION, "/", { as, params: { submissionID } });
        expect(res.status).toBe(200);
        parses(apiSubmissionSchema, res.json);
      }
      parses(submissionListPageSchema, (await call(SUBMISSIONS, "/api/submissions?limit=100", { as })).json);
    }
  });

  it("the catalog, ZIP codes and identities", async () => {
    const industries = (await call(INDUSTRIES, "/api/industries", { as: "agent" })).json;
    parses(apiIndustrySchema.array().min(1), industries);
    parses(apiIndustrySchema, (await call(INDUSTRY, "/", { as: "agent", params: { id: industries[0].id } })).json);
    parses(apiBusinessTypeSchema.array().min(1), (await call(BUSINESS_TYPES, "/api/business-types?search=carpentry", { as: "agent" })).json);
    parses(apiZipCodePlaceSchema, (await call(ZIP_CODE, "/", { as: "agent", params: { zip: "78701" } })).json);
    parses(apiIdentitySchema, (await call(IDENTITY, "/", { as: "agent", params: { id: demoUserIds.agent } })).json);
  });

  describe("every answer a test reads is held to its route's contract", () => {
    const place = z.object({ zip: z.string(), city: z.string() });
    // A route declaring `place` that answers whatever the test hands it, as a mapper gone out of step would.
    const answering = (answer: unknown, status?: 201) => withAuth({ answer: place, status }, async () => answer as z.input<typeof place>);

    it("passes an answer of the declared shape and status", async () => {
      expect((await call(answering({ zip: "78701", city: "Austin" }), "/x", { as: "agent" })).status).toBe(200);
      expect((await call(answering({ zip: "78701", city: "Austin" }, 201), "/x", { as: "agent" })).status).toBe(201);
    });

    it("fails on a missing field, a value of another kind, a field the schema does not declare, or another status", async () => {
      await expect(call(answering({ zip: "78701" }), "/x", { as: "agent" })).rejects.toThrow(/city/);
      await expect(call(answering({ zip: 78701, city: "Austin" }), "/x", { as: "agent" })).rejects.toThrow(/zip/);
      await expect(call(answering({ zip: "78701", city: "Austin", county: "Travis" }), "/x", { as: "agent" })).rejects.toThrow(/county is not declared/);
      await expect(call(answering([{ zip: "78701", city: "Austin" }]), "/x", { as: "agent" })).rejects.toThrow(/off its contract/);
      const created = withAuth({ answer: place }, async () => Response.json({ zip: "78701", city: "Austin" }, { status: 201 }));
      await expect(call(created, "/x", { as: "agent" })).rejects.toThrow(/not the 200 the route declares/);
    });

    it("fails on an error answer off the API's error shape, and on a handler that declares no contract", async () => {
      const refusing = withAuth({ answer: place }, async () => Response.json({ message: "No." }, { status: 409 }));
      await expect(call(refusing, "/x", { as: "agent" })).rejects.toThrow(/error/);
      const bare = async () => Response.json({ zip: "78701", city: "Austin" });
      await expect(call(bare, "/x")).rejects.toThrow(/declares no contract/);
    });
  });
});
