import type { TraitValue } from "@/lib/domain/traits";
import type { ApiIdentity } from "@/lib/schemas/identity";
import { apiFetch } from "./client";
import { getQueryClient } from "./query-client";
import { queryKeys } from "./query-keys";

/** POST /api/identities: sets (or, for null, removes) the user's traits; answers the identity, which the cache then holds. */
export async function saveTraits({ identityID, traits }: { identityID: string; traits: { key: string; value: TraitValue | null }[] }): Promise<ApiIdentity> {
  const identity = await apiFetch<ApiIdentity>("/api/identities", { method: "POST", body: { identityID, traits } });
  getQueryClient().setQueryData(queryKeys.identities.one(identityID), identity);
  return identity;
}
