import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { z } from "zod";
import { businessTypeValues } from "@/lib/domain/business-types";
import { businessTypeValuesSchema } from "@/lib/schemas/business-types";
import type { BusinessTypeRow } from "@/lib/state/app-store";

/** The business type form: the selected rows with their percentages as typed. */
export interface BusinessTypeForm {
  rows: BusinessTypeRow[];
}

const check = zodResolver(z.object({ rows: businessTypeValuesSchema }));

/**
 * The route handler's schema over the rows as they would be sent: a row's
 * message lands on `rows.<index>.value`, the list's on `rows` (every one of
 * them under `types` when the form collects all errors). Loaded with the form's
 * first use, as zod comes with it.
 */
export const businessTypeResolver: Resolver<BusinessTypeForm> = async (form, context, options) => {
  const { errors } = await check({ rows: businessTypeValues(form.rows) }, context, { ...options, fields: {}, names: [] });
  return Object.keys(errors).length ? { values: {}, errors } : { values: form, errors: {} };
};
