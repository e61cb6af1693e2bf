import "server-only";

const PLACES_KEY_VARIABLE = "NEXT_PUBLIC_GOOGLE_PLACES_API_KEY";

/** The Places key as the server runs, not as it was built, so one image serves every environment. */
export function placesApiKey(): string | undefined {
  return process.env[PLACES_KEY_VARIABLE] || undefined;
}
