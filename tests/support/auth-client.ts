import type { Account, Profile, User } from "next-auth";
import { encode, type JWT } from "next-auth/jwt";
import { authOptions } from "@/server/auth/options";
import { TEST_AUTH_SECRET } from "./test-database";

type Authorize = (credentials: Record<string, string>, req: unknown) => Promise<User | null>;

function credentialsAuthorize(): Authorize {
  const provider = authOptions.providers.find((p) => p.id === "credentials") as unknown as { options: { authorize: Authorize } };
  return provider.options.authorize;
}

/**
 * Signs in with a password through our next-auth configuration, the way
 * next-auth's credentials callback runs it: authorize, then the jwt callback,
 * then the cookie encoding. The session cookie's value, or null when refused.
 */
export async function passwordSignIn(email: string, password: string): Promise<string | null> {
  const user = await credentialsAuthorize()({ email, password }, {});
  if (!user) return null;
  const token = await authOptions.callbacks!.jwt!({ token: { sub: user.id }, user, account: { provider: "credentials", type: "credentials", providerAccountId: user.id } as Account, profile: {} as Profile, trigger: "signIn" });
  return encode({ token, secret: TEST_AUTH_SECRET });
}

/** Runs our sign-out event with the session's token, as next-auth's sign-out endpoint does. */
export async function signOutWith(token: JWT): Promise<void> {
  await authOptions.events!.signOut!({ token, session: {} as never });
}
