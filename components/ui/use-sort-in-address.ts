"use client";

import { useState } from "react";
import { parseSort, sortParam, type ListSort } from "@/lib/domain/list-sort";

/** A list's sort, kept in the address under `?sort=` so a reload or a link keeps it; the list's own order when none. */
export function useSortInAddress<K extends string>(
  keys: readonly K[],
  initial: string | undefined,
  fallback: ListSort<K>,
): [ListSort<K>, (next: ListSort<K>) => void] {
  const [sort, setSort] = useState<ListSort<K>>(() => (initial && parseSort(initial, keys)) || fallback);
  const choose = (next: ListSort<K>) => {
    setSort(next);
    const url = new URL(window.location.href);
    url.searchParams.set("sort", sortParam(next));
    window.history.replaceState(window.history.state, "", url);
  };
  return [sort, choose];
}
