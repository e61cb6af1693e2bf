import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { loginSchema } from "@/lib/schemas/login";
import { safeCallbackPath } from "@/lib/safe-redirect";
import { db } from "../db";
import { verifyHandoffToken } from "./handoff";
import { verifyPasswordOrDummy } from "./password";
import { loadSessionUser } from "./session-user";
import { revokeSession, startSession } from "./sessions";

// Sessions end after 14 days without use (spec 1 §9).
export const SESSION_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;

async function sessionPrincipal(userId: string | null) {
  const user = userId ? await loadSessionUser(userId) : null;
  return user && { id: user.id, email: user.email, name: user.fullName, role: user.role, agencyId: user.agencyId, programKey: user.programKey };
}

export const authOptions: NextAuthOptions = {
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: "/login", error: "/login" },
  providers: [
    CredentialsProvider({
      id: "credentials",
      name: "Email and password",
      credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
      async authorize(credentials) {
        const parsed = loginSchema.safeParse(credentials);
        if (!parsed.success) return null;
        const user = await db.user.findUnique({ where: { email: parsed.data.email.toLowerCase() } });
        // The same bcrypt work whether or not the account exists, so timing does not tell.
        const ok = await verifyPasswordOrDummy(parsed.data.password, user?.passwordHash);
        return ok && user ? sessionPrincipal(user.id) : null;
      },
    }),
    CredentialsProvider({
      id: "handoff",
      name: "Wholesaler handoff",
      credentials: { token: { label: "Token", type: "text" } },
      async authorize(credentials) {
        const token = credentials?.token;
        return token ? sessionPrincipal(await verifyHandoffToken(token)) : null;
      },
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
