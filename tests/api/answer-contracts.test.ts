import { describe, expect, it } from "vitest";
import type { z } from "zod";
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
  it("every seeded application and submission, as an agent and as an underwriter", async () => {
    const apps = await db.application.findMany({ where: { submission: { agencyId: stableId("agency:acme") } }, select: { id: true, submissionId: true } });
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
});
