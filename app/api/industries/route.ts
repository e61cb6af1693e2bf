import { apiIndustrySchema } from "@/lib/schemas/catalog";
import { withAuth } from "@/server/api/with-auth";
import { listIndustries } from "@/server/services/catalog";

/** Industries with their coverages (spec 1 §7, GET /industries). */
export const GET = withAuth({ answer: apiIndustrySchema.array() }, async ({ user }) => listIndustries(user));
