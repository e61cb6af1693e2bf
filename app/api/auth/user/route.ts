import { getToken } from "next-auth/jwt";
import { toApiUser } from "@/server/auth/api-user";
import { withAuth } from "@/server/api/with-auth";

/** The signed-in user and the session token an API client sends as `Authorization: Bearer <jwtToken>`. */
export const GET = withAuth({}, async ({ req, user }) => ({
  user: toApiUser(user),
  jwtToken: await getToken({ req, secret: process.env.NEXTAUTH_SECRET, raw: true }),
}));
