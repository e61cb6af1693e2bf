import type { TraitValue } from "@/lib/domain/traits";
import type { ApiIdentity } from "@/lib/schemas/identity";
import { apiFetch } from "./client";

/** POST /api/identities: sets (or, for null, removes) the user's traits; answers the identity. */
export function saveTraits(identityID: string, traits: { key: string; value: TraitValue | null }[]): Promise<ApiIdentity> {
  return apiFetch<ApiIdentity>("/api/identities", { method: "POST", body: { identityID, traits } });
}
