import { z } from "zod";

export const idSchema = (what: string) => z.uuid(`${what} must be a UUID.`);

export const appParamsSchema = z.object({ appID: idSchema("Application id") });
export const submissionParamsSchema = z.object({ submissionID: idSchema("Submission id") });

// A blank query parameter means "no filter", as a form with an empty field sends it.
export const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

export const zipParamsSchema = z.object({ zip: z.string().regex(/^\d{5}$/, "ZIP code must be 5 digits.") });
