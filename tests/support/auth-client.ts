import type { Account, Profile, User } from "next-auth";
import { encode, type JWT } from "next-auth/jwt";
import { runAuthRequest, type AuthRequest } from "@/server/auth/auth-request";
import { DEVICE_COOKIE } from "@/server/auth/device-cookie";
import { authOptions } from "@/server/auth/options";
import { TEST_AUTH_SECRET } from "./test-database";

type Headers = Record<string, string | string[] | undefined>;
type Authorize = (credentials: Record<string, string>, req: { headers: Headers }) => Promise<User | null>;

function authorizeOf(providerId: "credentials" | "handoff"): Authorize {
  // next-auth merges each provider's own options (its id among them) over the defaults at run time.
  const providers = authOptions.providers as unknown as { options: { id: string; authorize: Authorize } }[];
  return providers.find((p) => p.options.id === providerId)!.options.authorize;
}

/** Where an attempt comes from: the client address the front door vouches for, and the browser's device cookie. */
export interface From {
  address?: string;
  device?: string;
}

export const headersFrom = ({ address, device }: From = {}): Headers => ({
  ...(address && { "x-forwarded-for": address }),
  ...(device && { cookie: `${DEVICE_COOKIE}=${device}` }),
});

/** A handoff sign-in as next-auth runs it: the user it signs in, or null; throws what next-auth would show. */
export function handoffSignIn(token: string, from?: From): Promise<User | null> {
  return authorizeOf("handoff")({ token }, { headers: headersFrom(from) });
}

/**
 * A password sign-in as next-auth's credentials callback runs it, with the
 * request's headers: authorize, then the jwt callback, then the cookie
 * encoding. The session cookie's value and the device cookie the browser is
 * given, or null when refused; throws what next-auth would show.
 */
export async function passwordAttempt(email: string, password: string, headers: Headers): Promise<{ cookie: string; device?: string } | null> {
  const request: AuthRequest = { origin: "http://localhost:3000" };
  const user = await runAuthRequest(request, () => authorizeOf("credentials")({ email, password }, { headers }));
  if (!user) return null;
  const token = await authOptions.callbacks!.jwt!({
    token: { sub: user.id },
    user,
    account: { provider: "credentials", type: "credentials", providerAccountId: user.id } as Account,
    profile: {} as Profile,
    trigger: "signIn",
  });
  return { cookie: await encode({ token, secret: TEST_AUTH_SECRET }), device: request.deviceToken };
}

/** A password sign-in: the session cookie's value, or null when refused. */
export async function passwordSignIn(email: string, password: string, from?: From): Promise<string | null> {
  return (await passwordAttempt(email, password, headersFrom(from)))?.cookie ?? null;
}

/** Runs our sign-out event with the session's token, as next-auth's sign-out endpoint does. */
export async function signOutWith(token: JWT): Promise<void> {
  await authOptions.events!.signOut!({ token, session: {} as never });
}
