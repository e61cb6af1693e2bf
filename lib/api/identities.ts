"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TraitValue } from "@/lib/domain/traits";
import type { ApiIdentity as Identity } from "@/lib/schemas/identity";
import { apiFetch } from "./client";
import { queryKeys } from "./query-keys";
import { saveTraits } from "./traits";

export function useIdentity(identityID: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.identity(identityID),
    queryFn: ({ signal }) => apiFetch<Identity>(`/api/identities/${encodeURIComponent(identityID)}`, { signal }),
    enabled,
  });
}

export function useSaveTraits(identityID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (traits: { key: string; value: TraitValue | null }[]) => saveTraits(identityID, traits),
    onSuccess: (identity) => queryClient.setQueryData(queryKeys.identity(identityID), identity),
  });
}
