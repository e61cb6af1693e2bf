import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * Fills in what a first start needs and the user did not set: a session
 * secret kept in .data/ (so sessions survive restarts) and the public URL.
 */
export function prepareAppEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const port = env.PORT || "3000";
  const out = { ...env, PORT: port, NEXT_TELEMETRY_DISABLED: "1" };
  out.NEXTAUTH_URL ||= `http://localhost:${port}`;
  if (!out.NEXTAUTH_SECRET) {
    const file = path.resolve(".data/auth-secret");
    if (!fs.existsSync(file)) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
    }
    out.NEXTAUTH_SECRET = fs.readFileSync(file, "utf8").trim();
  }
  return out;
}
