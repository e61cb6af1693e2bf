"use client";

import { parseSort, sortParam, type ListSort } from "@/lib/domain/list-sort";
import { useAddressParam } from "./use-address-param";

/** A list's sort, kept in the address under `?sort=` so a reload or a link keeps it; the list's own order when none. */
export function useSortInAddress<K extends string>(
  keys: readonly K[],
  initial: string | undefined,
  fallback: ListSort<K>,
): [ListSort<K>, (next: ListSort) => void] {
  const [param, choose] = useAddressParam("sort", sortParam((initial && parseSort(initial, keys)) || fallback));
  return [parseSort(param, keys) ?? fallback, (next) => choose(sortParam(next))];
}
