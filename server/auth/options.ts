import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { loginSchema } from "@/lib/schemas/login";
import { safeCallbackPath } from "@/lib/safe-redirect";
import { db } from "../db";
import { verifyHandoffToken } from "./handoff";
import { AppError } from "../errors";
import { log } from "../log";
import { verifyPasswordOrDummy } from "./password";
import { loadSessionUser } from "./session-user";
import { revokeSession, startSession } from "./sessions";
import { assertNotThrottled, clientAddress, forgetFailures, recordFailure, throttlePolicies, type ThrottleKey } from "./throttle";

// Sessions end after 14 days without use (spec 1 §9).
export const SESSION_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;

async function sessionPrincipal(userId: string | null) {
  const user = userId ? await loadSessionUser(userId) : null;
  return user && { id: user.id, email: user.email, name: user.fullName, role: user.role, agencyId: user.agencyId, programKey: user.programKey };
}

export const SIGN_IN_UNAVAILABLE = "Sign-in is not available right now, please try again later.";

function signInThrottleKeys(email: string, address: string | null): ThrottleKey[] {
  const keys: ThrottleKey[] = [{ policy: throttlePolicies.signInAccount, key: email }];
  if (address) {
    keys.push({ policy: throttlePolicies.signInAccountAddress, key: `${email}|${address}` }, { policy: throttlePolicies.signInAddress, key: address });
  }
  return keys;
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
          const keys = signInThrottleKeys(email, clientAddress(req.headers ?? {}));
          // A locked account is refused before its password is even compared.
          await assertNotThrottled(keys);
          const user = await db.user.findUnique({ where: { email } });
          // The same bcrypt work whether or not the account exists, so timing does not tell.
          const ok = await verifyPasswordOrDummy(parsed.data.password, user?.passwordHash);
          if (!ok || !user) {
            await recordFailure(keys);
            return null;
          }
          await forgetFailures(keys.filter((k) => k.policy !== throttlePolicies.signInAddress));
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
          const keys = address ? [{ policy: throttlePolicies.handoffAddress, key: address }] : [];
          await assertNotThrottled(keys);
          const userId = credentials?.token ? await verifyHandoffToken(credentials.token) : null;
          if (!userId) await recordFailure(keys);
          return sessionPrincipal(userId);
        }),
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      if (user) {
        const u = user as unknown as { id: string; role: string; agencyId: string | null; programKey: string };
        token.sub = u.id;
        token.role = u.role;
        token.agencyId = u.agencyId;
        token.programKey = u.programKey;
        token.sid = await startSession(u.id);
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
    // Only our own pages, whatever a callbackUrl says.
    async redirect({ url, baseUrl }) {
      const base = new URL(baseUrl);
      const target = URL.canParse(url) && new URL(url).origin === base.origin ? new URL(url) : null;
      const path = safeCallbackPath(target ? `${target.pathname}${target.search}` : url, "/coverages");
      return new URL(path, base).toString();
    },
  },
  events: {
    async signOut({ token }) {
      if (typeof token?.sid === "string") await revokeSession(token.sid);
    },
  },
};
