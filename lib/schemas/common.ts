import { z } from "zod";

export const idSchema = (what: string) => z.uuid(`${what} must be a UUID.`);

export const appParamsSchema = z.object({ appID: idSchema("Application id") });
export const submissionParamsSchema = z.object({ submissionID: idSchema("Submission id") });

// A blank query parameter means "no filter", as a form with an empty field sends it.
export const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

export const zipParamsSchema = z.object({ zip: z.string().regex(/^\d{5}$/, "ZIP code must be 5 digits.") });

/** The updatedDate of the record a write is based on, as it was read (a changed record refuses the write with 409). */
export const basedOnSchema = z.iso.datetime({ offset: true, message: "updatedDate must be an ISO date-time." });

/** The body of a write that carries nothing but its basis; the spec's requests of this kind have no body, so it may be left out. */
export const optionalBasisSchema = z.object({ updatedDate: basedOnSchema }).strict().optional();
