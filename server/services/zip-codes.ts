import "server-only";
import zipcodes from "zipcodes";
import { isUsStateCode, type UsStateCode } from "@/lib/domain/us-states";
import type { ApiZipCodePlace } from "@/lib/schemas/catalog";
import { notFound } from "../errors";

export type ZipCodePlace = ApiZipCodePlace & { state: UsStateCode };

/** City and state of a US ZIP code from the bundled ZIP data, so address entry works without any outside service. */
export function lookupZipCode(zip: string): ZipCodePlace {
  const place = zipcodes.lookup(zip);
  // Only the 50 states can be chosen (spec 1 §5); DC, territories and Canadian codes are not found.
  if (!place || place.country !== "US" || !isUsStateCode(place.state)) throw notFound("ZIP code");
  return { zip: place.zip, city: place.city, state: place.state };
}
