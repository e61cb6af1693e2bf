import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { loginSchema } from "@/lib/schemas/login";
import { safeCallbackPath } from "@/lib/safe-redirect";
import { db } from "../db";
import { AppError } from "../errors";
import { clientAddress, type HeaderSource } from "../http/client-address";
import { log } from "../log";
import { currentAuthRequest } from "./auth-request";
import { deviceOf, issueDeviceToken } from "./device-cookie";
import { claimedHandoff, verifyHandoffToken } from "./handoff";
import { verifyPasswordOrDummy } from "./password";
import { loadSessionUser } from "./session-user";
import { revokeSession, startSession, type SignInMethod } from "./sessions";
import { recordRefusedSignIn, type RefusedSignIn } from "./sign-in-audit";
import { addressKey, assertNotThrottled, forgetFailures, recordFailure, throttlePolicies, type ThrottleKey } from "./throttle";

// Sessions end after 14 days without use (spec 1 §9).
export const SESSION_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;

async function sessionPrincipal(userId: string | null) {
  const user = userId ? await loadSessionUser(userId) : null;
  return user && { id: user.id, email: user.email, name: user.fullName, role: user.role, agencyId: user.agencyId, programKey: user.programKey };
}

export const SIGN_IN_UNAVAILABLE = "Sign-in is not available right now, please try again later.";

/**
 * The limits a password attempt counts against. From the account's own
 * browser (a valid device cookie) only that device's; anyone else's count
 * per account and address, per account (which a stranger can fill, locking
 * the account for all but its owner's browsers) and per address.
 */
function signInThrottleKeys(email: string, address: string | null, device: string | null): ThrottleKey[] {
  if (device) return [{ policy: throttlePolicies.signInDevice, key: device }];
  const keys: ThrottleKey[] = [{ policy: throttlePolicies.signInAccount, key: email }];
  if (address) {
    const from = addressKey(address);
    keys.push({ policy: throttlePolicies.signInAccountAddress, key: `${email}|${from}` }, { policy: throttlePolicies.signInAddress, key: from });
  }
  return keys;
}

function cookieHeader(headers: HeaderSource): string | undefined {
  const value = typeof headers.get === "function" ? (headers as Headers).get("cookie") : (headers as Record<string, string | string[] | undefined>).cookie;
  return Array.isArray(value) ? value.join("; ") : (value ?? undefined);
}

/** Refuses (429) a throttled attempt, recording it first. */
async function notThrottled(keys: readonly ThrottleKey[], attempt: Omit<RefusedSignIn, "outcome">): Promise<void> {
  try {
    await assertNotThrottled(keys);
  } catch (error) {
    if (error instanceof AppError && error.code === "too_many_requests") await recordRefusedSignIn({ ...attempt, outcome: "throttled" });
    throw error;
  }
}

/**
 * next-auth shows a thrown error's message to the user: only our own
 * messages (too many attempts) get through, anything else reads as "not
 * available" and goes to the log.
 */
async function signInStep<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof AppError && error.code === "too_many_requests") throw new Error(error.message);
    log.error({ err: error, route: "sign-in" }, "sign-in failed");
    throw new Error(SIGN_IN_UNAVAILABLE);
  }
}

export const authOptions: NextAuthOptions = {
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: "/login", error: "/login" },
  providers: [
    CredentialsProvider({
      id: "credentials",
      name: "Email and password",
      credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
      authorize: (credentials, req) =>
        signInStep(async () => {
          const parsed = loginSchema.safeParse(credentials);
          if (!parsed.success) return null;
          const email = parsed.data.email.toLowerCase();
          const headers = req.headers ?? {};
          const device = await deviceOf(cookieHeader(headers), email);
          const keys = signInThrottleKeys(email, clientAddress(headers), device);
          // A locked account is refused before its password is even compared.
          await notThrottled(keys, { method: "password", email });
          const user = await db.user.findUnique({ where: { email } });
          // The same bcrypt work whether or not the account exists, so timing does not tell.
          const ok = await verifyPasswordOrDummy(parsed.data.password, user?.passwordHash);
          if (!ok || !user) {
            await recordFailure(keys);
            await recordRefusedSignIn({ method: "password", outcome: "refused", userId: user?.id, email });
            return null;
          }
          await forgetFailures(keys.filter((k) => k.policy !== throttlePolicies.signInAddress));
          const request = currentAuthRequest();
          if (request) request.deviceToken = await issueDeviceToken(email);
          return sessionPrincipal(user.id);
        }),
    }),
    CredentialsProvider({
      id: "handoff",
      name: "Wholesaler handoff",
      credentials: { token: { label: "Token", type: "text" } },
      authorize: (credentials, req) =>
        signInStep(async () => {
          const address = clientAddress(req.headers ?? {});
          const keys = address ? [{ policy: throttlePolicies.handoffAddress, key: addressKey(address) }] : [];
          const token = credentials?.token ?? "";
          const attempt = { method: "handoff" as const, ...claimedHandoff(token) };
          await notThrottled(keys, attempt);
          const userId = token ? await verifyHandoffToken(token) : null;
          if (!userId) {
            await recordFailure(keys);
            await recordRefusedSignIn({ ...attempt, outcome: "refused" });
          }
          return sessionPrincipal(userId);
        }),
    }),
  ],
  callbacks: {
    async jwt({ token, user, account }) {
      if (user) {
        const u = user as unknown as { id: string; role: string; agencyId: string | null; programKey: string };
        token.sub = u.id;
        token.role = u.role;
        token.agencyId = u.agencyId;
        token.programKey = u.programKey;
        const method: SignInMethod = account?.provider === "handoff" ? "handoff" : "password";
        token.sid = await startSession(u.id, method);
      }
      return token;
    },
    async session({ session, token }) {
      session.user = {
        ...session.user,
        id: token.sub ?? "",
        role: typeof token.role === "string" ? token.role : "Agent",
        agencyId: typeof token.agencyId === "string" ? token.agencyId : null,
      };
      return session;
    },
    // Only our own pages, whatever a callbackUrl says, as a path: the browser stays on the address it is on.
    async redirect({ url, baseUrl }) {
      const own = new Set([new URL(baseUrl).origin, currentAuthRequest()?.origin]);
      const target = URL.canParse(url) && own.has(new URL(url).origin) ? new URL(url) : null;
      return safeCallbackPath(target ? `${target.pathname}${target.search}` : url, "/coverages");
    },
  },
  events: {
    async signOut({ token }) {
      if (typeof token?.sid === "string") await revokeSession(token.sid);
    },
  },
};
