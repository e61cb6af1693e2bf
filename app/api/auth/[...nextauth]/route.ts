import { authRoute } from "@/server/auth/auth-route";

export { authRoute as GET, authRoute as POST };
