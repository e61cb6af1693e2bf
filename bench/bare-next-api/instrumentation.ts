/**
 * Without a hook of its own, a Next.js app built inside the repository takes
 * the app's instrumentation.ts and runs its background work (sweeps, mailer):
 * this one does nothing, as a bare app does.
 */
export function register() {}
