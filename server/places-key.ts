import "server-only";
import { serverEnv } from "./env";

/** The Places key as the server runs, not as it was built, so one image serves every environment. */
export function placesApiKey(): string | undefined {
  return serverEnv().NEXT_PUBLIC_GOOGLE_PLACES_API_KEY;
}
