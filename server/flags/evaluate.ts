import "server-only";
import { flagDefault, flagKeys, flagNames, type FlagName, type Flags } from "@/lib/flags";
import type { SessionUser } from "../auth/session-user";
import { flagClient, type LDClient, type LDContext } from "./client";

function contextOf(user: SessionUser): LDContext {
  return {
    kind: "user",
    key: user.id,
    email: user.email,
    name: user.fullName,
    role: user.role,
    agencyId: user.agencyId ?? "",
    program: user.programKey,
  };
}

/** Every flag of one client for this user; a flag the source does not know takes its default. */
export async function evaluateFlagsWith(client: LDClient, user: SessionUser): Promise<Flags> {
  const context = contextOf(user);
  const entries = await Promise.all(
    flagNames.map(async (name) => [name, Boolean(await client.variation(flagKeys[name], context, flagDefault(name)))] as const),
  );
  return Object.fromEntries(entries) as Flags;
}

/** Every flag evaluated for this user. Throws when flags cannot be loaded; screens then show the 401 page. */
export async function evaluateFlags(user: SessionUser): Promise<Flags> {
  return evaluateFlagsWith(await flagClient(), user);
}

export async function isFlagOn(user: SessionUser, name: FlagName): Promise<boolean> {
  const client = await flagClient();
  return Boolean(await client.variation(flagKeys[name], contextOf(user), flagDefault(name)));
}
