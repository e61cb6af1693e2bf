import "server-only";
import type { Flags } from "@/lib/flags";
import { forbidden } from "../errors";

/** The flags that show a post-bind action on the screens, each with what it lets users ask for. */
const actionFlags = {
  renewalAction: "Renewals",
  endorsementAction: "Endorsements",
  cancellationAction: "Cancellations",
  reinstatementAction: "Reinstatements",
} as const;

export type ActionFlag = keyof typeof actionFlags;

/** The flag that shows an action guards the request itself: refused (403) while it is off for the caller. */
export function assertActionOn<F extends ActionFlag>(flags: Pick<Flags, F>, flag: F): void {
  if (!flags[flag]) throw forbidden(`${actionFlags[flag]} are not enabled.`);
}
