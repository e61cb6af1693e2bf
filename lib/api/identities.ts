import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TraitValue } from "@/lib/domain/traits";
import { apiFetch } from "./client";
import { queryKeys } from "./query-keys";

export interface IdentityView {
  identifier: string;
  flags: { key: string; enabled: boolean }[];
  traits: { key: string; value: TraitValue }[];
}

export function useIdentity(userID: string) {
  return useQuery({
    queryKey: queryKeys.identity(userID),
    queryFn: ({ signal }) => apiFetch<IdentityView>(`/api/identities/${encodeURIComponent(userID)}`, { signal }),
  });
}

/** Writes the user's own traits (null deletes one) and keeps the identity query in step. */
export function useSetTraits(userID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (traits: { key: string; value: TraitValue | null }[]) => apiFetch<IdentityView>("/api/identities", { method: "POST", body: { identityID: userID, traits } }),
    onSuccess: (identity) => queryClient.setQueryData(queryKeys.identity(userID), identity),
  });
}
