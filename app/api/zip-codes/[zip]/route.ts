import { apiZipCodePlaceSchema } from "@/lib/schemas/catalog";
import { zipParamsSchema } from "@/lib/schemas/common";
import { withAuth } from "@/server/api/with-auth";
import { lookupZipCode } from "@/server/services/zip-codes";

/** City and state of a 5-digit US ZIP code, for address entry. */
export const GET = withAuth({ answer: apiZipCodePlaceSchema, params: zipParamsSchema }, async ({ params }) => lookupZipCode(params.zip));
