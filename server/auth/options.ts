import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { loginSchema } from "@/lib/schemas/login";
import { db } from "../db";
import { verifyHandoffToken } from "./handoff";
import { verifyPassword } from "./password";
import { loadSessionUser } from "./session-user";

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
        const ok = user ? await verifyPassword(parsed.data.password, user.passwordHash) : false;
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
  },
};
