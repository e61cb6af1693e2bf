import { withAuth } from "@/server/api/with-auth";
import { listIndustries } from "@/server/services/catalog";

/** Industries with their coverages (spec 1 §7, GET /industries). */
export const GET = withAuth({}, async ({ user }) => listIndustries(user));
