import { createHash } from "node:crypto";

/** A UUID-shaped id derived from a name, so every seed run addresses the same rows. */
export function stableId(name: string): string {
  const h = createHash("sha1").update(`coverage-marketplace:${name}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
