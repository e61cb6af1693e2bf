import { z } from "zod";
import { flagKeys, type FlagKey } from "@/lib/flags";

export const TRAIT_KEY_PATTERN = /^[A-Za-z0-9_.-]+$/;
export const MAX_TRAITS_PER_REQUEST = 50;
export const MAX_TRAIT_VALUE_LENGTH = 1000;

export const traitKeySchema = z
  .string()
  .min(1, "Trait key is required.")
  .max(100, "Trait key must be at most 100 characters.")
  .regex(TRAIT_KEY_PATTERN, "Trait key may only contain letters, digits, '_', '.' and '-'.");

// null deletes the trait.
export const traitValueSchema = z.union([
  z.string().max(MAX_TRAIT_VALUE_LENGTH, `Trait value must be at most ${MAX_TRAIT_VALUE_LENGTH} characters.`),
  z.number(),
  z.boolean(),
  z.null(),
]);

/** Body of POST /api/identities (spec 1 §7). */
export const identityTraitsSchema = z.object({
  identityID: z.uuid("identityID must be a user id."),
  traits: z
    .array(z.object({ key: traitKeySchema, value: traitValueSchema }))
    .min(1, "At least one trait is required.")
    .max(MAX_TRAITS_PER_REQUEST, `At most ${MAX_TRAITS_PER_REQUEST} traits per request.`)
    .superRefine((traits, ctx) => {
      // A key twice would make the outcome depend on write order.
      const seen = new Set<string>();
      traits.forEach((trait, index) => {
        if (seen.has(trait.key)) ctx.addIssue({ code: "custom", message: "Each trait key may appear only once.", path: [index, "key"] });
        seen.add(trait.key);
      });
    }),
});
export type IdentityTraitsInput = z.infer<typeof identityTraitsSchema>;

export const identityParamsSchema = z.object({ id: z.uuid("Identity id must be a user id.") });

export const flagsQuerySchema = z.object({
  id: z.string().trim().min(1, "id must not be empty.").max(100, "id must be at most 100 characters.").optional(),
  flagName: z.string().trim().min(1, "flagName must not be empty.").max(100, "flagName must be at most 100 characters.").optional(),
});
export type FlagsQuery = z.infer<typeof flagsQuerySchema>;

const flagKeySchema = z.enum(Object.values(flagKeys) as [FlagKey, ...FlagKey[]]);

/** Answer of GET /api/flags: every flag of the user by its key, or the one flag asked for by `flagName`. */
// Every flag key as a property of its own (a record keyed by the enum would leave them undescribed in the OpenAPI document).
const everyFlagSchema = z.strictObject(Object.fromEntries(Object.values(flagKeys).map((key) => [key, z.boolean()])) as Record<FlagKey, z.ZodBoolean>);

export const flagsAnswerSchema = z.union([z.object({ flags: everyFlagSchema }), z.object({ flagName: flagKeySchema, value: z.boolean() })]);
export type FlagsAnswer = z.infer<typeof flagsAnswerSchema>;

/** Answer of GET /api/identities/{id} and POST /api/identities: the user's flags and traits. */
export const apiIdentitySchema = z.object({
  identifier: z.string(),
  flags: z.array(z.object({ key: flagKeySchema, enabled: z.boolean() })),
  traits: z.array(z.object({ key: z.string(), value: z.union([z.string(), z.number(), z.boolean()]) })),
});
export type ApiIdentity = z.infer<typeof apiIdentitySchema>;
