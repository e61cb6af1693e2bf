import "server-only";
import { currentRequestContext } from "../request-context";

/**
 * A single statement that names its actor for the audit trail's trigger
 * itself (transaction-local settings of its own implicit transaction): write
 * `${ACTOR_CTE} UPDATE ... FROM actor WHERE ...` and start the parameters with
 * `actorParameters(...)`, so a one-row write needs no transaction.
 */
export const ACTOR_CTE = `WITH actor AS MATERIALIZED (SELECT set_config('app.actor_id', $1, true), set_config('app.request_id', $2, true))`;

/** `$1` and `$2` of a statement starting with ACTOR_CTE: the actor (the request's unless named) and the request. */
export function actorParameters(actorId?: string): [string, string] {
  const context = currentRequestContext();
  return [actorId ?? context?.actorId ?? "", context?.requestId ?? ""];
}
