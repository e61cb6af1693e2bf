import "server-only";
import { flagKeys, flagNameForKey, flagNames, type FlagKey, type FlagName } from "@/lib/flags";
import { coerceTraitValue, serializeTraitValue } from "@/lib/domain/traits";
import type { ApiIdentity, FlagsAnswer, FlagsQuery, IdentityTraitsInput } from "@/lib/schemas/identity";
import type { SessionUser } from "../auth/session-user";
import { db } from "../db";
import { notFound } from "../errors";
import { evaluateFlags, isFlagOn } from "../flags/evaluate";

// Users only ever see their own identity; another id is answered as if it did not exist.
function assertOwnIdentity(user: SessionUser, id: string) {
  if (id !== user.id) throw notFound("Identity");
}

function resolveFlagName(nameOrKey: string): FlagName | undefined {
  if (Object.hasOwn(flagKeys, nameOrKey)) return nameOrKey as FlagName;
  return flagNameForKey(nameOrKey);
}

/** GET /flags: every flag for the user keyed by its stable key, or one flag when flagName (key or name) is given. */
export async function flagsFor(user: SessionUser, query: FlagsQuery): Promise<FlagsAnswer> {
  if (query.id !== undefined) assertOwnIdentity(user, query.id);
  if (query.flagName !== undefined) {
    const name = resolveFlagName(query.flagName);
    if (!name) throw notFound("Flag");
    return { flagName: flagKeys[name], value: await isFlagOn(user, name) };
  }
  const flags = await evaluateFlags(user);
  return { flags: Object.fromEntries(flagNames.map((name) => [flagKeys[name], flags[name]])) as Record<FlagKey, boolean> };
}

type Identity = ApiIdentity;

async function loadIdentity(user: SessionUser): Promise<Identity> {
  const [flags, traits] = await Promise.all([
    evaluateFlags(user),
    db.userTrait.findMany({ where: { userId: user.id }, orderBy: { key: "asc" }, select: { key: true, value: true } }),
  ]);
  return {
    identifier: user.id,
    flags: flagNames.map((name) => ({ key: flagKeys[name], enabled: flags[name] })),
    traits: traits.map((t) => ({ key: t.key, value: coerceTraitValue(t.value) })),
  };
}

/** GET /identities/{id}: the user's flags and traits (spec 1 §7). */
export async function getIdentity(user: SessionUser, id: string): Promise<Identity> {
  assertOwnIdentity(user, id);
  return loadIdentity(user);
}

/** POST /identities: sets (or, for null, removes) each trait in one transaction and answers the identity. */
export async function saveTraits(user: SessionUser, input: IdentityTraitsInput): Promise<Identity> {
  assertOwnIdentity(user, input.identityID);
  const userId = user.id;
  await db.$transaction(
    input.traits.map(({ key, value }) =>
      value === null
        ? db.userTrait.deleteMany({ where: { userId, key } })
        : db.userTrait.upsert({
            where: { userId_key: { userId, key } },
            create: { userId, key, value: serializeTraitValue(value) },
            update: { value: serializeTraitValue(value) },
          }),
    ),
  );
  return loadIdentity(user);
}
