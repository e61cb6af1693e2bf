import { z } from "zod";
import { POLICY_TERM_ORDER_MESSAGE } from "@/lib/domain/policy-term";
import { BIND_POLICY_NUMBER_MESSAGE } from "@/lib/domain/transitions";

const day = z.iso.date(BIND_POLICY_NUMBER_MESSAGE);

/**
 * The underwriter's bind form (spec 2 §5): a policy number and the policy
 * term. Each value is the one PATCH /api/applications/{appID} takes with
 * `status: "Bound"`, under the same limits.
 */
export const bindFormSchema = z
  .object({
    policyNo: z.string().trim().min(1, BIND_POLICY_NUMBER_MESSAGE).max(100),
    effectiveDate: day,
    expirationDate: day,
  })
  .refine((v) => v.expirationDate > v.effectiveDate, { message: POLICY_TERM_ORDER_MESSAGE, path: ["expirationDate"] });
export type BindFormInput = z.input<typeof bindFormSchema>;
