import type { FieldValues, Resolver } from "react-hook-form";

/**
 * A resolver whose code (the route handler's zod schema, and zod with it)
 * loads on first use rather than with the page. `preload` starts the load
 * early, e.g. when the user first focuses the form, so it is there by the
 * time they submit. A failed load is retried on the next call.
 */
export function lazyResolver<T extends FieldValues, C = unknown, O = T>(
  load: () => Promise<Resolver<T, C, O>>,
): { resolver: Resolver<T, C, O>; preload: () => void } {
  let loading: Promise<Resolver<T, C, O>> | null = null;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => void get().catch(() => undefined),
  };
}

/** A schema's module with @hookform/resolvers' zod resolver beside it: both load in parallel, and neither with the page. */
export const withZodResolver = <M>(schemaModule: Promise<M>) => Promise.all([import("@hookform/resolvers/zod"), schemaModule]);
