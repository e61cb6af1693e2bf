import { withAuth } from "@/server/api/with-auth";
import { apiIndustrySchema, industryParamsSchema } from "@/lib/schemas/catalog";
import { getIndustry } from "@/server/services/catalog";

/** One industry with its coverages (spec 1 §7, GET /industries/{id}). */
export const GET = withAuth({ answer: apiIndustrySchema, params: industryParamsSchema }, async ({ user, params }) => getIndustry(user, params.id));
