"use client";

import { useMutation } from "@tanstack/react-query";

/**
 * A write of lib/api as a screen runs it: a mutation, whose state (under way,
 * refused) the screen shows. The write itself puts its answer in the cache and
 * invalidates what it changed once settled, taken or refused, so every screen
 * that runs it gets the same cache effects.
 */
export function useWrite<A, R>(write: (args: A) => Promise<R>) {
  return useMutation({ mutationFn: write });
}
