import type { Account, Profile, User } from "next-auth";
import { encode, type JWT } from "next-auth/jwt";
import { authOptions } from "@/server/auth/options";
import { TEST_AUTH_SECRET } from "./test-database";

type Authorize = (credentials: Record<string, string>, req: { headers: Record<string, string> }) => Promise<User | null>;

function authorizeOf(providerId: "credentials" | "handoff"): Authorize {
  // next-auth merges each provider's own options (its id among them) over the defaults at run time.
  const providers = authOptions.providers as unknown as { options: { id: string; authorize: Authorize } }[];
  return providers.find((p) => p.options.id === providerId)!.options.authorize;
}

const requestFrom = (address?: string): { headers: Record<string, string> } => ({ headers: address ? { "x-forwarded-for": address } : {} });

/** A handoff sign-in as next-auth runs it: the user it signs in, or null; throws what next-auth would show. */
export function handoffSignIn(token: string, address?: string): Promise<User | null> {
  return authorizeOf("handoff")({ token }, requestFrom(address));
}

/**
 * Signs in with a password through our next-auth configuration, the way
 * next-auth's credentials callback runs it: authorize, then the jwt callback,
 * then the cookie encoding. The session cookie's value, or null when refused.
 */
export async function passwordSignIn(email: string, password: string, address?: string): Promise<string | null> {
  const user = await authorizeOf("credentials")({ email, password }, requestFrom(address));
  if (!user) return null;
  const token = await authOptions.callbacks!.jwt!({
    token: { sub: user.id },
    user,
    account: { provider: "credentials", type: "credentials", providerAccountId: user.id } as Account,
    profile: {} as Profile,
    trigger: "signIn",
  });
  return encode({ token, secret: TEST_AUTH_SECRET });
}

/** Runs our sign-out event with the session's token, as next-auth's sign-out endpoint does. */
export async function signOutWith(token: JWT): Promise<void> {
  await authOptions.events!.signOut!({ token, session: {} as never });
}
