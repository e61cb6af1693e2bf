import { randomBytes } from "node:crypto";
import bcrypt from "bcryptjs";

const COST = 10;

export const hashPassword = (plain: string) => bcrypt.hash(plain, COST);
export const verifyPassword = (plain: string, hash: string) => bcrypt.compare(plain, hash);

// A hash of a random password at the same cost, compared when the account does not exist.
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hashPassword(randomBytes(18).toString("base64")));
void dummy();

/** Compares against the account's hash, or a dummy one, so an unknown email costs the same time. */
export async function verifyPasswordOrDummy(plain: string, hash: string | null | undefined): Promise<boolean> {
  const ok = await bcrypt.compare(plain, hash ?? (await dummy()));
  return Boolean(hash) && ok;
}
