import { apiEndorsementSchema, endorsementParamsSchema, endorsementPricingSchema } from "@/lib/schemas/endorsements";
import { withAuth } from "@/server/api/with-auth";
import { priceEndorsement } from "@/server/services/endorsements";

/** The underwriter prices the endorsement; the server computes the total. */
export const PATCH = withAuth(
  { answer: apiEndorsementSchema, may: "priceEndorsement", params: endorsementParamsSchema, body: endorsementPricingSchema, basedOn: true },
  async ({ user, params, body }) => priceEndorsement(user, params.id, body),
);
