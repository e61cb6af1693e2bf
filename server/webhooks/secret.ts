import "server-only";
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { serverEnv } from "../env";

/**
 * An endpoint's signing secret, in the Standard Webhooks form (`whsec_` and
 * base64), kept encrypted: deliveries must be signed with it, so it cannot be
 * a one-way hash. The key comes from NEXTAUTH_SECRET, kept apart from the
 * session's own by its label.
 */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString("base64")}`;

function key(): Buffer {
  const secret = serverEnv().NEXTAUTH_SECRET;
  if (!secret) throw new Error("NEXTAUTH_SECRET is not set.");
  return createHash("sha256").update(`webhook-secret\0${secret}`).digest();
}

export function sealSecret(secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64"), cipher.getAuthTag().toString("base64"), sealed.toString("base64")].join(":");
}

export function openSecret(cipherText: string): string {
  const [, iv, tag, sealed] = cipherText.split(":");
  const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64"));
  decipher.setAuthTag(Buffer.from(tag, "base64"));
  return Buffer.concat([decipher.update(Buffer.from(sealed, "base64")), decipher.final()]).toString("utf8");
}
